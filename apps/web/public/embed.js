/* global window, document, location */
/* Booklane's booking on any site (docs/decisions/0041), plain ES2017: <script src=".../embed.js"
data-business="username" async></script>, data-mode="button" (data-label, data-color) or "inline". */
(() => {
  'use strict';
  const P = 'booklane-';
  const frames = [];
  const CSS =
    '.Xo{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
    'background:#0f172a99}.Xo[hidden]{display:none}.Xp{position:relative;width:min(640px,100vw - 32px);' +
    'height:min(800px,100vh - 48px);background:#fff;border-radius:16px;overflow:hidden}.Xp iframe{width:100%;' +
    'height:100%;border:0}.Xc{position:absolute;top:10px;right:10px;width:44px;height:44px;border:0;' +
    'border-radius:50%;background:#fff;font-size:24px;box-shadow:0 1px 4px #0006}' +
    '@media (max-width:640px){.Xp{width:100%;height:100%;border-radius:0}}';

  // White text, unless dark text reads better and white does not reach 4.5:1 (WCAG).
  const ink = (hex) => {
    const l = [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
      const v = parseInt(hex.substr(1 + 2 * i, 2), 16) / 255;
      return sum + weight * (v > 0.04045 ? ((v + 0.055) / 1.055) ** 2.4 : v / 12.92);
    }, 0);
    return 1.05 / (l + 0.05) >= Math.min(4.5, (l + 0.05) / 0.0588) ? '#fff' : '#0f172a';
  };

  const el = (tag, attrs, parent) => {
    const e = document.createElement(tag);
    for (const name in attrs) e.setAttribute(name, attrs[name]);
    return parent ? parent.appendChild(e) : e;
  };

  const frame = (x, parent, style = '') => {
    const src = `${x.origin}/embed/${encodeURIComponent(x.business)}`;
    frames.push(x);
    return (x.frame = el('iframe', { src, title: 'Booking', style }, parent));
  };

  const overlay = (x, button) => {
    if (!document.getElementById(P + 'css')) {
      el('style', { id: P + 'css' }, document.head).textContent = CSS.replace(/\.X/g, '.' + P);
    }
    const root = el('div', { class: P + 'o', hidden: '' }, document.body);
    const dialog = { class: P + 'p', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Booking' };
    const panel = el('div', dialog, root);
    // Tab past either end comes round again: the page behind is out of reach while it is open.
    const first = el('span', { tabindex: 0 }, panel);
    const f = frame(x, panel);
    const close = el('button', { class: P + 'c', type: 'button', 'aria-label': 'Close booking' }, panel);
    const html = document.documentElement.style;
    let was;
    el('span', { tabindex: 0 }, panel).onfocus = () => f.focus();
    first.onfocus = () => close.focus();
    close.textContent = '\u00d7';
    x.open = () => {
      was = html.overflow;
      html.overflow = 'hidden';
      root.hidden = false;
      close.focus();
    };
    x.close = close.onclick = () => {
      if (root.hidden) return;
      root.hidden = true;
      html.overflow = was;
      button.focus();
    };
    root.onclick = (e) => e.target === root && x.close();
    root.onkeydown = (e) => e.key === 'Escape' && x.close();
  };

  const setUp = (script) => {
    const business = script.getAttribute('data-business');
    const x = { business, origin: new URL(script.src, location.href).origin };
    let color = script.getAttribute('data-color') || '';
    let made;
    if (!business || script.hasAttribute('data-booklane')) return;
    script.setAttribute('data-booklane', '');
    if (script.getAttribute('data-mode') === 'inline') {
      x.inline = true;
      made = frame(x, null, 'display:block;width:100%;height:600px;border:0');
    } else {
      if (!/^#[0-9a-f]{6}$/i.test(color)) color = '#4f46e5';
      const look =
        'min-height:44px;padding:10px 22px;border:0;border-radius:8px;cursor:pointer;font:600 16px';
      made = el('button', {
        type: 'button',
        style: `${look} system-ui,sans-serif;background:${color};color:${ink(color)}`,
      });
      made.textContent = script.getAttribute('data-label') || 'Book';
      made.onclick = () => {
        if (!x.open) overlay(x, made);
        x.open();
      };
    }
    script.parentNode.insertBefore(made, script.nextSibling);
  };

  // Heights and closes, only from the frames made here, only from their own site.
  window.addEventListener('message', (e) => {
    const data = e.data || {};
    for (const x of frames) {
      if (e.source !== x.frame.contentWindow || e.origin !== x.origin) continue;
      if (data.type === 'booklane:height' && x.inline && data.height > 0) {
        x.frame.style.height = `${Math.ceil(data.height)}px`;
      }
      if (data.type === 'booklane:close' && x.close) x.close();
    }
  });

  // This tag, and every other tag of this file: a cached file may run once for several.
  for (const script of [document.currentScript, ...document.querySelectorAll('script[data-business]')]) {
    if (script && /\/embed\.js([?#]|$)/.test(script.src)) setUp(script);
  }
})();
