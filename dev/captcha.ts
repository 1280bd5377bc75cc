/** Prefix of every token the stand-in captcha (GET /api/dev/captcha.js) hands out. */
export const DEV_CAPTCHA_TOKEN_PREFIX = 'dev-captcha.';

/** Whether a token came from the stand-in captcha (prefix plus at least 8 URL-safe characters). */
export function isValidCaptchaToken(token: unknown): boolean {
  return typeof token === 'string' && /^dev-captcha\.[A-Za-z0-9_-]{8,}$/.test(token);
}

/**
 * The stand-in captcha script: a tiny grecaptcha-like API (render, getResponse, reset, ready) drawing a real checkbox
 * into the container it is given; like the real one it renders every `.g-recaptcha` element on load unless loaded
 * with `?render=explicit`, keeps the token in a hidden `g-recaptcha-response` field for plain form posts, and calls `?onload=<global function>`. No inline styles, eval or HTML strings, so it runs
 * under a strict CSP with Trusted Types.
 */
export const DEV_CAPTCHA_SCRIPT = `(function () {
  'use strict';
  var widgets = [];
  function token() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    var text = '';
    for (var i = 0; i < bytes.length; i += 1) text += ('0' + bytes[i].toString(16)).slice(-2);
    return '${DEV_CAPTCHA_TOKEN_PREFIX}' + text;
  }
  function resolve(container) {
    return typeof container === 'string' ? document.getElementById(container) : container;
  }
  function render(container, parameters) {
    var host = resolve(container);
    if (!host) throw new Error('dev captcha: container not found');
    var id = widgets.length;
    var label = document.createElement('label');
    label.className = 'dev-captcha';
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.setAttribute('data-dev-captcha', String(id));
    label.appendChild(box);
    label.appendChild(document.createTextNode(" I'm not a robot (local test captcha)"));
    host.appendChild(label);
    var field = document.createElement('input');
    field.type = 'hidden';
    field.name = 'g-recaptcha-response';
    host.appendChild(field);
    var widget = { box: box, field: field, response: '', label: label, parameters: parameters || {} };
    box.addEventListener('change', function () {
      widget.response = box.checked ? token() : '';
      field.value = widget.response;
      var callback = box.checked ? widget.parameters.callback : widget.parameters['expired-callback'];
      if (typeof callback === 'function') callback(widget.response);
    });
    widgets.push(widget);
    return id;
  }
  function widgetOf(id) {
    return widgets[id === undefined ? 0 : id];
  }
  function getResponse(id) {
    var widget = widgetOf(id);
    return widget ? widget.response : '';
  }
  function reset(id) {
    var widget = widgetOf(id);
    if (!widget) return;
    widget.response = '';
    widget.field.value = '';
    widget.box.checked = false;
  }
  function ready(callback) {
    callback();
  }
  window.grecaptcha = { render: render, getResponse: getResponse, reset: reset, ready: ready };
  var script = document.currentScript;
  var query = script && script.src ? new URL(script.src).searchParams : new URLSearchParams();
  function start() {
    if (query.get('render') !== 'explicit') {
      var hosts = document.querySelectorAll('.g-recaptcha:not([data-dev-captcha-rendered])');
      for (var i = 0; i < hosts.length; i += 1) {
        hosts[i].setAttribute('data-dev-captcha-rendered', '');
        render(hosts[i]);
      }
    }
    var onload = query.get('onload');
    if (onload && typeof window[onload] === 'function') window[onload]();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
