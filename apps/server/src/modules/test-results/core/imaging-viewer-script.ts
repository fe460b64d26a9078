/*
 * The viewer's script, served as a file (/imaging/viewer.js). It reads the token from its own address,
 * lists the study's series (/imaging/viewer/study), fetches each image's pixels as 16-bit little endian
 * with their geometry in headers (/imaging/viewer/frames) and draws them with window/level and zoom.
 */
export const VIEWER_SCRIPT = String.raw`(() => {
  'use strict';
  const root = document.getElementById('viewer');
  const t = (k) => root.dataset['t' + k.charAt(0).toUpperCase() + k.slice(1)] || k;
  const params = new URLSearchParams(location.search);
  const token = params.get('token') || '';
  const q = (p) => p + (p.includes('?') ? '&' : '?') + 'token=' + encodeURIComponent(token);
  const canvas = document.getElementById('image');
  const ctx = canvas.getContext('2d');
  const slider = document.getElementById('slice');
  const info = document.getElementById('info');
  const status = document.getElementById('status');
  const seriesBox = document.getElementById('series');
  const cache = new Map();
  let series = [], current = null, index = 0, image = null;
  let center = 40, width = 400, zoom = 1, panX = 0, panY = 0, userWindow = false;

  async function load(sop) {
    if (cache.has(sop)) return cache.get(sop);
    const promise = fetch(q('/imaging/viewer/frames?sop=' + encodeURIComponent(sop))).then(async (res) => {
      if (res.status === 415) throw new Error('unsupported');
      if (!res.ok) throw new Error('failed');
      const h = (n) => res.headers.get('x-dicom-' + n);
      const rows = Number(h('rows')), columns = Number(h('columns'));
      const buffer = await res.arrayBuffer();
      const signed = h('signed') === '1';
      const raw = signed ? new Int16Array(buffer) : new Uint16Array(buffer);
      const slope = Number(h('slope')) || 1, intercept = Number(h('intercept')) || 0;
      const values = new Float32Array(raw.length);
      let min = Infinity, max = -Infinity;
      for (let i = 0; i < raw.length; i++) { const v = raw[i] * slope + intercept; values[i] = v; if (v < min) min = v; if (v > max) max = v; }
      const wc = h('window-center'), ww = h('window-width');
      return { rows, columns, values, min, max, center: wc ? Number(wc) : (min + max) / 2, width: ww ? Number(ww) : Math.max(1, max - min),
        location: h('slice-location'), spacing: h('pixel-spacing'), number: h('instance-number') };
    });
    cache.set(sop, promise);
    promise.catch(() => cache.delete(sop));
    return promise;
  }

  function draw() {
    if (!image) return;
    // The canvas fills the stage, which fills the window's room left by the controls (any shape).
    const ratio = window.devicePixelRatio || 1;
    const cw = Math.round(canvas.clientWidth * ratio), ch = Math.round(canvas.clientHeight * ratio);
    if (canvas.width !== cw || canvas.height !== ch) { canvas.width = cw; canvas.height = ch; }
    const off = document.createElement('canvas');
    off.width = image.columns; off.height = image.rows;
    const octx = off.getContext('2d');
    const data = octx.createImageData(image.columns, image.rows);
    const low = center - width / 2, scale = 255 / Math.max(1, width);
    for (let i = 0; i < image.values.length; i++) {
      const g = Math.max(0, Math.min(255, (image.values[i] - low) * scale));
      const j = i * 4; data.data[j] = data.data[j + 1] = data.data[j + 2] = g; data.data[j + 3] = 255;
    }
    octx.putImageData(data, 0, 0);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#000'; ctx.fillRect(0, 0, canvas.width, canvas.height);
    const fit = Math.min(canvas.width / image.columns, canvas.height / image.rows) * zoom;
    const w = image.columns * fit, hgt = image.rows * fit;
    ctx.imageSmoothingEnabled = zoom < 2;
    ctx.drawImage(off, (canvas.width - w) / 2 + panX, (canvas.height - hgt) / 2 + panY, w, hgt);
    const total = current ? current.instances.length : 0;
    info.textContent = t('slice') + ' ' + (index + 1) + ' ' + t('of') + ' ' + total + ' · ' + t('window') + ' C ' + Math.round(center) + ' / W ' + Math.round(width) +
      ' · ' + t('zoom') + ' ' + Math.round(zoom * 100) + '%' + (image.location ? ' · ' + t('location') + ' ' + Number(image.location).toFixed(1) + ' mm' : '') +
      ' · ' + image.columns + '×' + image.rows + (image.spacing ? ' (' + image.spacing.split('\\')[0] + ' mm)' : '');
  }

  async function show(i) {
    if (!current) return;
    index = Math.max(0, Math.min(current.instances.length - 1, i));
    slider.value = String(index + 1);
    status.textContent = '';
    try {
      image = await load(current.instances[index].sopUid);
      if (!userWindow) { center = image.center; width = image.width; }
      draw();
      const next = current.instances[index + 1]; if (next) load(next.sopUid).catch(() => {});
    } catch (err) {
      status.textContent = t(err.message === 'unsupported' ? 'unsupported' : 'failed');
    }
  }

  function selectSeries(s, button) {
    current = s; userWindow = false; zoom = 1; panX = panY = 0;
    for (const b of seriesBox.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b === button));
    slider.max = String(Math.max(1, s.instances.length));
    show(Math.floor(s.instances.length / 2));
  }

  document.getElementById('zoom-in').addEventListener('click', () => { zoom = Math.min(8, zoom * 1.25); draw(); });
  document.getElementById('zoom-out').addEventListener('click', () => { zoom = Math.max(0.25, zoom / 1.25); draw(); });
  document.getElementById('reset').addEventListener('click', () => { zoom = 1; panX = panY = 0; userWindow = false; if (image) { center = image.center; width = image.width; } draw(); });
  slider.addEventListener('input', () => show(Number(slider.value) - 1));
  canvas.addEventListener('wheel', (e) => { e.preventDefault(); zoom = Math.max(0.25, Math.min(8, zoom * (e.deltaY < 0 ? 1.1 : 1 / 1.1))); draw(); }, { passive: false });
  let drag = null;
  canvas.addEventListener('pointerdown', (e) => { drag = { x: e.clientX, y: e.clientY, center, width }; canvas.setPointerCapture(e.pointerId); });
  canvas.addEventListener('pointermove', (e) => {
    if (!drag) return;
    userWindow = true;
    width = Math.max(1, drag.width + (e.clientX - drag.x) * 2);
    center = drag.center + (e.clientY - drag.y) * 2;
    draw();
  });
  canvas.addEventListener('pointerup', () => { drag = null; });
  canvas.addEventListener('keydown', (e) => {
    const step = e.shiftKey;
    if (e.key === 'ArrowRight' || e.key === 'PageDown') { show(index + 1); e.preventDefault(); }
    else if (e.key === 'ArrowLeft' || e.key === 'PageUp') { show(index - 1); e.preventDefault(); }
    else if (step && e.key === 'ArrowUp') { userWindow = true; center += 10; draw(); e.preventDefault(); }
    else if (step && e.key === 'ArrowDown') { userWindow = true; center -= 10; draw(); e.preventDefault(); }
    else if (e.key === 'ArrowUp') { show(index + 1); e.preventDefault(); }
    else if (e.key === 'ArrowDown') { show(index - 1); e.preventDefault(); }
    else if (e.key === ']') { userWindow = true; width += 20; draw(); }
    else if (e.key === '[') { userWindow = true; width = Math.max(1, width - 20); draw(); }
    else if (e.key === '+' || e.key === '=') { zoom = Math.min(8, zoom * 1.25); draw(); }
    else if (e.key === '-') { zoom = Math.max(0.25, zoom / 1.25); draw(); }
  });
  window.addEventListener('resize', draw);

  status.textContent = t('loading');
  fetch(q('/imaging/viewer/study')).then((res) => { if (!res.ok) throw new Error('failed'); return res.json(); }).then((body) => {
    series = body.series; status.textContent = '';
    series.forEach((s, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = (s.description || ('#' + (s.seriesNumber ?? i + 1))) + (s.modality ? ' (' + s.modality + ')' : '') + ' · ' + s.instances.length;
      b.addEventListener('click', () => selectSeries(s, b));
      seriesBox.appendChild(b);
      if (i === 0) selectSeries(s, b);
    });
  }).catch(() => { status.textContent = t('failed'); });
})();
`;
