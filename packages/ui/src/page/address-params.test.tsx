import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRouteWith } from '../test/render';
import { setOrDelete, useAddressParams } from './address-params';

/** Two filters changed by one click, before the first change is rendered (as a busy browser does). */
function Filters() {
  const [params, change] = useAddressParams();
  return (
    <div>
      <p data-testid="params">{params.toString()}</p>
      <button
        type="button"
        onClick={() => {
          change((p) => p.set('practitionerId', '7'));
          change((p) => p.set('date', '2026-12-07'));
        }}
      >
        both
      </button>
      <button type="button" onClick={() => change((p) => setOrDelete(p, 'date', null), { replace: false })}>
        clear day
      </button>
    </div>
  );
}

describe('useAddressParams', () => {
  it('keeps a change not yet rendered when the next one is made', async () => {
    renderRouteWith(<Filters />, {}, { initialEntries: ['/calendar?view=week'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'both' })));
    expect(screen.getByTestId('params').textContent).toBe('view=week&practitionerId=7&date=2026-12-07');
  });

  it('replaces the history entry unless told to push one, and removes an emptied parameter', async () => {
    const { router } = renderRouteWith(<Filters />, {}, { initialEntries: ['/calendar?date=2026-12-07'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'both' })));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'clear day' })));
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByTestId('params').textContent).toBe('practitionerId=7');
  });
});
