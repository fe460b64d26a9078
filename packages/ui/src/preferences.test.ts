import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCES_KEY, getPreferences, reloadPreferences, setPreferences } from './preferences';

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('display preferences', () => {
  it('default to default contrast and default font size', () => {
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    expect(document.documentElement.dataset.contrast).toBe('default');
    expect(document.documentElement.style.fontSize).toBe('100%');
  });

  it('are applied to <html> and stored when changed', () => {
    setPreferences({ contrast: 'high' });
    setPreferences({ fontSize: 'largest' });
    expect(document.documentElement.dataset.contrast).toBe('high');
    expect(document.documentElement.style.fontSize).toBe('125%');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toEqual({ contrast: 'high', fontSize: 'largest' });
  });

  it('survive a reload of the page', () => {
    setPreferences({ contrast: 'high', fontSize: 'larger' });
    document.documentElement.removeAttribute('data-contrast');
    document.documentElement.style.fontSize = '';
    reloadPreferences();
    expect(getPreferences()).toEqual({ contrast: 'high', fontSize: 'larger' });
    expect(document.documentElement.dataset.contrast).toBe('high');
    expect(document.documentElement.style.fontSize).toBe('112.5%');
  });

  it('ignore stored values that are not valid', () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ contrast: 'neon', fontSize: 'huge' }));
    reloadPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    localStorage.setItem(PREFERENCES_KEY, '{not json');
    reloadPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});
