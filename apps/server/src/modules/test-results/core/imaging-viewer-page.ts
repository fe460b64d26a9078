import { escapeHtml, htmlPage } from '../../../lib/html';
import type { ViewerLanguage } from './imaging-viewer-service';

/*
 * The imaging viewer's page (GET /imaging/viewer?token=…&lang=pl|en|uk), shown in the portal's frame: the
 * study's series, one series' images on a canvas with window/level (drag, or the arrow keys with Shift),
 * zoom (wheel, buttons, + and -), slice navigation (slider, arrow keys) and the image's facts. The
 * script is a file (the Content-Security-Policy allows no inline script); the texts it needs are data
 * attributes of the page.
 */

export const VIEWER_SCRIPT_PATH = '/imaging/viewer.js';

const texts = {
  title: { pl: 'Przeglądarka obrazów', en: 'Image viewer', uk: 'Переглядач зображень' },
  series: { pl: 'Serie', en: 'Series', uk: 'Серії' },
  slice: { pl: 'Obraz', en: 'Image', uk: 'Зображення' },
  of: { pl: 'z', en: 'of', uk: 'з' },
  zoomIn: { pl: 'Powiększ', en: 'Zoom in', uk: 'Збільшити' },
  zoomOut: { pl: 'Pomniejsz', en: 'Zoom out', uk: 'Зменшити' },
  reset: { pl: 'Przywróć widok', en: 'Reset view', uk: 'Скинути вигляд' },
  window: { pl: 'Okno', en: 'Window', uk: 'Вікно' },
  zoom: { pl: 'Powiększenie', en: 'Zoom', uk: 'Масштаб' },
  location: { pl: 'Położenie warstwy', en: 'Slice location', uk: 'Положення шару' },
  loading: { pl: 'Wczytywanie…', en: 'Loading…', uk: 'Завантаження…' },
  failed: { pl: 'Nie udało się wczytać obrazu.', en: 'The image could not be loaded.', uk: 'Не вдалося завантажити зображення.' },
  unsupported: {
    pl: 'Tego obrazu nie można wyświetlić (obsługiwane są obrazy nieskompresowane, w skali szarości).',
    en: 'This image cannot be shown (uncompressed greyscale images are supported).',
    uk: 'Це зображення неможливо показати (підтримуються нестиснені зображення у відтінках сірого).',
  },
  help: {
    pl: 'Przeciągnij myszą, aby zmienić okno (szerokość w poziomie, środek w pionie). Strzałki w lewo i w prawo zmieniają obraz, Shift ze strzałkami zmienia okno, kółko myszy i klawisze + i − zmieniają powiększenie.',
    en: 'Drag to change the window (width horizontally, centre vertically). Left and right arrows change the image, Shift with the arrows changes the window, the wheel and the + and − keys zoom.',
    uk: 'Перетягніть мишею, щоб змінити вікно (ширина по горизонталі, центр по вертикалі). Стрілки вліво і вправо змінюють зображення, Shift зі стрілками змінює вікно, коліщатко миші та клавіші + і − змінюють масштаб.',
  },
  canvas: { pl: 'Obraz badania', en: 'Study image', uk: 'Зображення дослідження' },
  howTo: { pl: 'Jak obsługiwać przeglądarkę', en: 'How to use the viewer', uk: 'Як користуватися переглядачем' },
  invalidTitle: { pl: 'Badanie niedostępne', en: 'Study unavailable', uk: 'Дослідження недоступне' },
  invalid: {
    pl: 'Link do badania jest nieprawidłowy albo wygasł. Zamknij okno i otwórz badanie ponownie z listy wyników.',
    en: 'The study link is invalid or has expired. Close this window and open the study again from your results.',
    uk: 'Посилання на дослідження недійсне або застаріле. Закрийте вікно і відкрийте дослідження знову зі списку результатів.',
  },
} as const;

const t = (key: keyof typeof texts, lang: ViewerLanguage) => escapeHtml(texts[key][lang]);

const style = `
:root { color-scheme: dark; }
html, body { height: 100%; }
/* The viewer fills its window or frame (issue 28 item 18): the controls take their room, the image the rest. */
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #111; color: #eee; display: flex; flex-direction: column; height: 100dvh; overflow: hidden; }
#viewer { flex: 1; min-height: 0; display: flex; flex-direction: column; }
header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 8px 12px; background: #1d1d1d; }
h1 { font-size: 16px; margin: 0 12px 0 0; }
button { font: inherit; color: #fff; background: #2f5d8a; border: 1px solid #6ea0d0; border-radius: 4px; padding: 6px 10px; cursor: pointer; }
button[aria-pressed="true"] { background: #5b8fc4; color: #000; }
button:focus-visible, input:focus-visible, canvas:focus-visible, summary:focus-visible { outline: 3px solid #ffd24d; outline-offset: 2px; }
main { flex: 1; min-height: 0; display: flex; flex-direction: column; align-items: stretch; gap: 6px; padding: 8px; }
#series { display: flex; flex-wrap: wrap; gap: 6px; }
#stage { position: relative; flex: 1; min-height: 160px; width: 100%; background: #000; touch-action: none; }
canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; cursor: crosshair; }
#info { font-variant-numeric: tabular-nums; min-height: 1.4em; }
.row { display: flex; gap: 8px; align-items: center; width: 100%; }
.row input { flex: 1; }
.help { color: #ccc; font-size: 13px; margin: 0; }
.help p { margin: 4px 0 0; }
[role="alert"] { color: #ffb4a8; }
[role="alert"]:empty { display: none; }
`;

export function renderViewer(lang: ViewerLanguage): string {
  const data = (['slice', 'of', 'window', 'zoom', 'location', 'loading', 'failed', 'unsupported'] as const).map((k) => `data-t-${k}="${t(k, lang)}"`).join(' ');
  return htmlPage({
    title: texts.title[lang],
    lang,
    style,
    scriptSrc: VIEWER_SCRIPT_PATH,
    body: `<div id="viewer" ${data}>
<header><h1>${t('title', lang)}</h1>
<nav aria-label="${t('series', lang)}"><div id="series"></div></nav>
<button type="button" id="zoom-in">${t('zoomIn', lang)}</button>
<button type="button" id="zoom-out">${t('zoomOut', lang)}</button>
<button type="button" id="reset">${t('reset', lang)}</button>
</header>
<main>
<div id="stage"><canvas id="image" tabindex="0" role="img" aria-label="${t('canvas', lang)}"></canvas></div>
<div class="row"><label for="slice">${t('slice', lang)}</label><input id="slice" type="range" min="1" max="1" value="1"></div>
<div id="info" aria-live="polite"></div>
<div id="status" role="alert"></div>
<details class="help"><summary>${t('howTo', lang)}</summary><p>${t('help', lang)}</p></details>
</main>
</div>`,
  });
}

export function renderInvalidViewer(lang: ViewerLanguage): string {
  return htmlPage({
    title: texts.invalidTitle[lang],
    lang,
    style,
    body: `<main><h1>${t('invalidTitle', lang)}</h1><p>${t('invalid', lang)}</p></main>`,
  });
}
