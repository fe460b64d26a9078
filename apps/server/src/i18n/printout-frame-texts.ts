import { defineTexts } from './texts';

/*
 * The frame every printout shares (lib/printout.ts): the footer with the time it was made and the page
 * number. The modules' printouts' own texts are their `<m>/<m>.printout-texts.ts`.
 */
const pl = {
  madeAt: 'Wygenerowano {when}',
  page: 'Strona {page} z {pages}',
};

const en: typeof pl = {
  madeAt: 'Generated {when}',
  page: 'Page {page} of {pages}',
};

const uk: typeof pl = {
  madeAt: 'Створено {when}',
  page: 'Сторінка {page} з {pages}',
};

export const printoutFrameTexts = defineTexts({ pl, en, uk });
