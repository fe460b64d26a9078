import { describe, expect, it } from 'vitest';
import helpContexts from '../../../public/assets/help.json';
import { buildHelpUrl, helpContextId } from './help-url';

const contexts = { '/allergies': 'ALLERGIES', '/allergy/:patientId/:allergyId': 'ALLERGY_DETAILS', '/account/*': 'ACCOUNT' };
const base = 'https://portal.example';

describe('helpContextId', () => {
  it('matches exact paths, parameters and splats', () => {
    expect(helpContextId('/allergies', contexts)).toBe('ALLERGIES');
    expect(helpContextId('/allergy/12/34', contexts)).toBe('ALLERGY_DETAILS');
    expect(helpContextId('/account', contexts)).toBe('ACCOUNT');
    expect(helpContextId('/account/mydata', contexts)).toBe('ACCOUNT');
  });

  it('has no id for pages missing from the map', () => {
    expect(helpContextId('/messages', contexts)).toBeNull();
    expect(helpContextId('/allergies/extra', contexts)).toBeNull();
  });

  it('the shipped help.json knows the pages of this build', () => {
    expect(helpContextId('/allergies', helpContexts)).not.toBeNull();
    expect(helpContextId('/account', helpContexts)).not.toBeNull();
  });

  it('the shipped help.json gives every tab of the account area and the adverse-events page an id of its own', () => {
    const ids = {
      '/account': 'PP_ACCOUNT',
      '/account/mydata': 'PP_ACCOUNT_MYDATA',
      '/account/ward': 'PP_ACCOUNT_WARDS',
      '/account/child': 'PP_ACCOUNT_CHILDREN',
      '/account/warden': 'PP_ACCOUNT_WARDENS',
      '/account/parent': 'PP_ACCOUNT_PARENTS',
      '/account/registration': 'PP_ACCOUNT_REGISTRATION',
      '/adverseevents': 'PP_ADVERSE_EVENTS',
    };
    for (const [path, id] of Object.entries(ids)) expect(helpContextId(path, helpContexts), path).toBe(id);
    // A page of the area without an id of its own still gets the area's.
    expect(helpContextId('/account/other', helpContexts)).toBe('PP_ACCOUNT');
  });
});

describe('buildHelpUrl', () => {
  it('is null without a configured help address', () => {
    expect(buildHelpUrl(undefined, '/allergies', contexts, base)).toBeNull();
    expect(buildHelpUrl({ helpUrl: null, contextHelpEnabled: true }, '/allergies', contexts, base)).toBeNull();
    expect(buildHelpUrl({ helpUrl: '  ', contextHelpEnabled: true }, '/allergies', contexts, base)).toBeNull();
  });

  it('adds contextid when context help is on and the page has an id', () => {
    expect(buildHelpUrl({ helpUrl: 'https://help.example/portal', contextHelpEnabled: true }, '/allergies', contexts, base)).toBe(
      'https://help.example/portal?contextid=ALLERGIES',
    );
  });

  it('keeps the help address query and adds contextid beside it', () => {
    expect(
      buildHelpUrl({ helpUrl: 'https://help.example/?lang=pl', contextHelpEnabled: true }, '/allergy/1/2', contexts, base),
    ).toBe('https://help.example/?lang=pl&contextid=ALLERGY_DETAILS');
  });

  it('leaves the address as configured when context help is off or the page has no id', () => {
    expect(buildHelpUrl({ helpUrl: 'https://help.example/portal', contextHelpEnabled: false }, '/allergies', contexts, base)).toBe(
      'https://help.example/portal',
    );
    expect(buildHelpUrl({ helpUrl: 'https://help.example/portal', contextHelpEnabled: true }, '/messages', contexts, base)).toBe(
      'https://help.example/portal',
    );
  });

  it('resolves a relative help address against the portal', () => {
    expect(buildHelpUrl({ helpUrl: '/pomoc/', contextHelpEnabled: true }, '/allergies', contexts, base)).toBe(
      'https://portal.example/pomoc/?contextid=ALLERGIES',
    );
  });
});
