import { declarationChoiceMessages } from '@portal/contracts';
import { DECLARATION_OTHER_REASON_MAX, declarationRouteTypes, declarationTypes } from '@portal/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import pl from './i18n/pl/declarations.json';
import { declarationsRoutes, wizardTypeSegments } from './routes';

describe('the routes of the declarations', () => {
  it("have the wizard's type segments of the domain, one route a type", () => {
    expect([...wizardTypeSegments].sort()).toEqual(declarationTypes.map((t) => declarationRouteTypes[t]).sort());
  });

  it('know /newdeclaration/{type} of the three types only (any other is the app’s not-found), with or without a step', () => {
    const matched = (path: string) => matchRoutes(declarationsRoutes, path)?.[0]?.route.path ?? null;
    expect(matched('/newdeclaration/general-practitioner')).toBe('/newdeclaration/general-practitioner/:step?');
    expect(matched('/newdeclaration/nurse/staff')).toBe('/newdeclaration/nurse/:step?');
    expect(matched('/newdeclaration/midwife/summary')).toBe('/newdeclaration/midwife/:step?');
    expect(matched('/newdeclaration/dentist')).toBeNull();
    expect(matched('/declarations/21/amms')).toBe('/declarations/:id/amms');
  });
});

describe('the Polish texts', () => {
  // A signing failure's words are the ui's `signing.*` (packages/ui/src/signing.test.ts compares them with contracts).
  it("say the contracts' words of the choice rules", () => {
    const interpolated = Object.fromEntries(Object.entries(pl.choice.errors).map(([code, text]) => [code, text.replace('{{max}}', String(DECLARATION_OTHER_REASON_MAX))]));
    expect(interpolated).toEqual(declarationChoiceMessages);
  });

  it("say the spec's words of a failed save of the wizard", () => {
    expect(pl.summary.saveFailed).toBe('Serwer nie odpowiada lub deklaracja wybranego typu już istnieje');
  });
});
