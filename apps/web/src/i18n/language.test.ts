import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLanguage, LANGUAGE_KEY, loadNamespace } from '.';

afterEach(async () => {
  await changeLanguage('pl');
});

describe('changeLanguage', () => {
  it('loads the texts of every namespace in use before switching, and keeps the choice', async () => {
    // The test setup loaded allergies and the signed-in shell, in Polish.
    await changeLanguage('uk');
    expect(i18n.language).toBe('uk');
    expect(i18n.t('allergies:title')).toBe('Алергії');
    expect(i18n.t('shell:menu.account')).toBe('Мій обліковий запис');
    // A feature's menu label, from its own folder, was there before any of its texts were asked for.
    expect(i18n.t('shell:menu.messages')).toBe('Повідомлення');
    expect(i18n.t('login:heading')).toBe('Увійдіть на портал');
    expect(document.documentElement.lang).toBe('uk');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('uk');

    await changeLanguage('en');
    expect(i18n.t('common:loadFailed')).toBe('The data could not be loaded.');
    expect(document.documentElement.lang).toBe('en');
  });

  it('loads a namespace asked for later in the language shown', async () => {
    await changeLanguage('en');
    await loadNamespace('registration');
    expect(i18n.t('registration:title.PATIENT')).toBe('Create an account');
    expect(i18n.t('registration:fields.captcha')).toBe('Result of the sum in the picture');
  });

  it('uses the plural forms of each language', async () => {
    await changeLanguage('uk');
    const remaining = (count: number) => i18n.t('ui:fileDrop.remaining', { count });
    expect([1, 3, 5].map(remaining)).toEqual(['Можна додати ще 1 файл.', 'Можна додати ще 3 файли.', 'Можна додати ще 5 файлів.']);
  });

  it('ends in the last language chosen when an earlier choice is still loading', async () => {
    await loadNamespace('account-recovery');
    await changeLanguage('uk');
    await changeLanguage('pl');
    // English still has to load these texts, Ukrainian has them: the later choice is ready first.
    await Promise.all([changeLanguage('en'), changeLanguage('uk')]);
    expect(i18n.language).toBe('uk');
    expect(i18n.t('account-recovery:reset.title')).toBe('Відновлення пароля');
  });
});
