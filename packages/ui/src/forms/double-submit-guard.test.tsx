import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDoubleSubmitGuard } from './double-submit-guard';

let remove: () => void = () => undefined;
afterEach(() => remove());

function renderForm(onSubmit: () => void, busy = false, formBusy = false) {
  remove = installDoubleSubmitGuard(document);
  render(
    <form
      aria-busy={formBusy ? true : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <button type="submit" data-loading={busy ? true : undefined}>
        Zapisz
      </button>
    </form>,
  );
  return screen.getByRole('button', { name: 'Zapisz' });
}

describe('the double-click guard of every save (issue 28 item 16)', () => {
  it('ignores a click on the submit of a form whose save is running', () => {
    const submit = vi.fn();
    const save = renderForm(submit, false, true);
    fireEvent.click(save, { detail: 2 });
    expect(submit).not.toHaveBeenCalled();
  });

  it('ignores a click on a save that is in flight', () => {
    const submit = vi.fn();
    const save = renderForm(submit, true);
    fireEvent.click(save, { detail: 1 });
    expect(submit).not.toHaveBeenCalled();
  });

  it('lets separate clicks through once the save is done', () => {
    const submit = vi.fn();
    const save = renderForm(submit);
    fireEvent.click(save, { detail: 1 });
    fireEvent.click(save, { detail: 1 });
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
