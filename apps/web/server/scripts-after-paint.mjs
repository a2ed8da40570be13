// Scripts after the first paint (docs/performance.md, "Scripts after the first paint").
//
// Next writes every page's JavaScript as `<script src async>`: Chromium runs such a script as soon
// as it arrives, also before the page's first frame, so a returning visitor (scripts in the HTTP
// cache) or a fast connection waits for React to instantiate and hydrate the page before seeing it.
// Here the web server rewrites those tags in the HTML it sends: each becomes a low-priority
// `<link rel=preload>` (the download still starts at once, behind the stylesheets, fonts and
// pictures), and a small inline script in the head inserts the scripts once the browser reports
// the first contentful paint. The order among them is what `async` already gave: none.
//
// Next compresses its answers itself, which would hide the tags from a rewrite, so for a browser's
// page request the server asks Next for plain bytes and gzips the rewritten HTML here. Behind the
// cache layer web is never asked to compress (nginx does it), and the rewritten page is what the
// cache stores.
import { createGzip, constants as zlibConstants } from 'node:zlib';

export const AFTER_PAINT_ATTRIBUTE = 'data-script-after-paint';

// A chunk of Next's build, as its script tags name it.
const CHUNK_PATH = /^\/_next\/static\/[^"\s]+\.js$/;
const SCRIPT_TAG = /<script\b([^>]*)><\/script>/gi;
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;

function attributesOf(text) {
  const attributes = new Map();
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) attributes.set(name.toLowerCase(), value ?? '');
  return attributes;
}

/**
 * The browser side, run inline in the page's head (serialised with toString, so it must stay
 * self-contained ES5-level code). Inserts a script for every preload this server marked once the
 * browser has reported the first contentful paint and the document is parsed. When the parser
 * finishes after that paint (a document still streaming in), they come a frame later, so what it
 * added is painted first. A page whose first screen has priority pictures (`fetchpriority="high"`,
 * the LCP candidates) gets them a frame after those pictures are decoded. Whatever it waits for,
 * it waits at most a second after the paint. A document that will not paint soon (hidden,
 * prerendering) and a browser that cannot tell when it painted get them at once; 3 s after the
 * head was read, every page gets them. (Next's empty error shell, which nothing in it paints,
 * never reaches a browser: server/not-found-page.mjs and platform/errors answer instead.) A
 * visitor who presses a pointer or a key meanwhile gets them at once too: the page is being used,
 * so it should work as soon as it can.
 */
export function releaseScriptsAfterPaint(attribute) {
  var current = document.currentScript;
  var nonce = current ? current.nonce : '';
  var released = false;
  var painted = false;
  function insert() {
    var links = document.querySelectorAll('link[' + attribute + ']');
    for (var i = 0; i < links.length; i += 1) {
      var link = links[i];
      link.removeAttribute(attribute);
      var script = document.createElement('script');
      script.src = link.getAttribute('href');
      // The attribute, not only the property: React looks for `script[async][src]` before it
      // inserts a chunk again.
      script.setAttribute('async', '');
      if (nonce) script.nonce = nonce;
      if (link.integrity) script.integrity = link.integrity;
      if (link.crossOrigin) script.crossOrigin = link.crossOrigin;
      document.head.appendChild(script);
    }
  }
  function release() {
    if (released) return;
    released = true;
    document.removeEventListener('pointerdown', release, true);
    document.removeEventListener('keydown', release, true);
    insert();
    // Released before the parser reached the end: the chunks it names later follow when it does.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insert);
  }
  function afterNextFrame() {
    requestAnimationFrame(function () {
      requestAnimationFrame(release);
    });
  }
  // Called on a parsed, painted document: `then` runs when its priority pictures are decoded (a
  // failed one counts as done), or at once when it has none.
  function afterPictures(then) {
    var pictures = document.querySelectorAll('img[fetchpriority="high"]');
    var waiting = pictures.length;
    if (waiting === 0) return then();
    function decoded() {
      waiting -= 1;
      if (waiting === 0) afterNextFrame();
    }
    for (var i = 0; i < pictures.length; i += 1) {
      if (pictures[i].decode) pictures[i].decode().then(decoded, decoded);
      else decoded();
    }
  }
  document.addEventListener('pointerdown', release, true);
  document.addEventListener('keydown', release, true);
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || document.prerendering || !types || types.indexOf('paint') < 0) {
    release();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    painted = true;
    // A slow picture or a document still streaming in gets a second, not the whole wait.
    window.setTimeout(release, 1000);
    if (document.readyState !== 'loading') afterPictures(release);
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('DOMContentLoaded', function () {
    if (painted) afterPictures(afterNextFrame);
  });
  window.setTimeout(release, 3000);
}

/** What the site document dispatches on `window` once React has hydrated the page (platform/frame). */
export const HYDRATED_EVENT = 'novostroy:hydrated';

/**
 * The browser side of a second guard, in the same inline script. Entries that Next's router pushed
 * (a filter applied on the page) keep sharing one document across a reload, so Back or Forward
 * between them is a same-document traversal: only a `popstate`, which Next's router answers once
 * the page is hydrated. Pressed before that (the scripts wait for the paint, and a slow phone takes
 * a while to hydrate), the address would change under a page nobody redraws. Such a press loads the
 * address afresh instead; a jump between anchors of the same address changes nothing and is left
 * alone. The guard stands down when the site document reports hydration.
 */
export function reloadOnTraversalBeforeHydration(hydratedEvent) {
  var address = location.pathname + location.search;
  function reloadIfMoved() {
    if (location.pathname + location.search !== address) location.reload();
  }
  window.addEventListener('popstate', reloadIfMoved);
  window.addEventListener(hydratedEvent, function () {
    window.removeEventListener('popstate', reloadIfMoved);
  });
}

/**
 * What React sets, with a random suffix, on the node it hydrates (Next: the document) once its event
 * listeners are there. A unit test checks it against the React that Next ships.
 */
export const REACT_LISTENING_MARKER = '_reactListening';

/**
 * The browser side of a third guard, in the same inline script: what a visitor does before React
 * listens is not lost.
 *
 * - Presses. Until React listens, a press on a button does nothing and a form without an `action`
 *   would be sent by the browser itself: to the page's own address, its fields (a name, a phone
 *   number) in the query string. So a click on a button that is not a form's submit button is
 *   noted, and the sending of a form without an `action` is stopped and noted (a form with one
 *   works without JavaScript and is left to the browser). After hydration the last press noted is
 *   made again, unless it is more than 5 s old (the visitor has moved on) or its element left the
 *   page.
 * - Edits. The browser keeps what was typed in a field (or a box ticked), but React hydrates the
 *   field with the value it rendered in its state, and from then on React sees no change: the next
 *   render puts its value back over the typed one. So every field edited is noted, and after
 *   hydration each one whose value differs from the one React rendered (the default it hydrated
 *   with) reports its edit again, as React would have heard it: before the last press, so a form
 *   sent meanwhile is sent with what was typed.
 *
 * Once React listens, it answers presses and ticks on parts it has not hydrated yet itself, so
 * those are noted only before then and nothing happens twice; text is noted until hydration (see
 * onEdit).
 */
export function replayInteractionBeforeHydration(hydratedEvent, reactMarker) {
  var pending = null;
  var edited = [];
  function reactListens() {
    var keys = Object.keys(document);
    for (var i = 0; i < keys.length; i += 1) if (keys[i].indexOf(reactMarker) === 0) return true;
    return false;
  }
  function note(element, again) {
    pending = { element: element, again: again, at: Date.now() };
  }
  function onClick(event) {
    if (!(event.target instanceof Element) || reactListens()) return;
    var button = event.target.closest('button');
    if (!button || button.disabled || (button.form && button.type === 'submit')) return;
    // A button the browser itself acts on (a popover's) has done its work already.
    if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return;
    note(button, function () {
      button.click();
    });
  }
  function onSubmit(event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || reactListens()) return;
    event.preventDefault();
    var submitter = event.submitter && event.submitter.form === form ? event.submitter : null;
    note(form, function () {
      if (!form.requestSubmit) form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      else if (submitter && submitter.isConnected) form.requestSubmit(submitter);
      else form.requestSubmit();
    });
  }
  function onEdit(event) {
    var field = event.target;
    var isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
    if (!isField || edited.indexOf(field) >= 0) return;
    // Text typed after React listens is still lost when it comes before React's render reaches the
    // field (React then takes the typed text for the one it saw). So text is noted until the page
    // has hydrated: React sets a controlled text's rendered value (defaultValue) to every value it
    // hears, so only what it missed is told again. A box or a list React heard would be told twice.
    var text = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
    if (text || !reactListens()) edited.push(field);
  }
  // What an edited field holds: none for a field as React rendered it.
  function editOf(field) {
    // A file field's value cannot be set back (and React never controls one).
    if (!field.isConnected || field.type === 'file') return null;
    if (field instanceof HTMLSelectElement) {
      var chosen = [];
      for (var i = 0; i < field.options.length; i += 1) chosen.push(field.options[i].selected);
      return { field: field, chosen: chosen };
    }
    var checkable = field.type === 'checkbox' || field.type === 'radio';
    var property = checkable ? 'checked' : 'value';
    var value = field[property];
    if (value === renderedOf(field, property) || (field.type === 'radio' && !value)) return null;
    var focused = document.activeElement === field && !checkable;
    return { field: field, property: property, value: value, start: focused ? field.selectionStart : null, end: focused ? field.selectionEnd : null };
  }
  // The value React last rendered into a field (it sets a controlled text's default to it).
  function renderedOf(field, property) {
    return property === 'checked' ? field.defaultChecked : field.defaultValue;
  }
  // React calls onChange only when a field's value differs from the last one it saw, which it
  // keeps in a tracker on the element's own `value` (`checked`) property. So the tracker is told
  // the rendered value, the element gets the edited one back past it (the prototype's setter, as
  // the browser would), and the event React listens to for that field follows.
  function report(edit) {
    var field = edit.field;
    // A list: chosen again as it was read (a render may have put React's choice back), then told.
    if (edit.chosen) {
      if (!field.isConnected || field.options.length !== edit.chosen.length) return;
      for (var i = 0; i < edit.chosen.length; i += 1) field.options[i].selected = edit.chosen[i];
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    // React may have heard this very value meanwhile: nothing to tell then.
    var rendered = renderedOf(field, edit.property);
    if (!field.isConnected || edit.value === rendered) return;
    field[edit.property] = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), edit.property).set.call(field, edit.value);
    if (edit.start !== null) field.setSelectionRange(edit.start, edit.end);
    field.dispatchEvent(new Event(edit.property === 'checked' ? 'click' : 'input', { bubbles: true }));
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
  window.addEventListener(hydratedEvent, function () {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onEdit, true);
    document.removeEventListener('change', onEdit, true);
    var press = pending;
    pending = null;
    // Read now, every one before any is reported, while the fields still hold the visitor's text:
    // any render (a report's, or one for a keystroke React hears before the timeout below, since a
    // browser runs input ahead of timers) puts React's values back into the other fields.
    var edits = edited.map(editOf);
    edited = [];
    // A field edited from now on is React's to answer: its newer text is not overwritten. (Its
    // `input`, not the `change` a field fires when it is left, which says nothing new.)
    function onLaterEdit(event) {
      for (var i = 0; i < edits.length; i += 1) if (edits[i] && edits[i].field === event.target) edits[i] = null;
    }
    document.addEventListener('input', onLaterEdit, true);
    // After the effects of the same commit, so every part of the page is listening.
    window.setTimeout(function () {
      document.removeEventListener('input', onLaterEdit, true);
      for (var i = 0; i < edits.length; i += 1) {
        try {
          if (edits[i]) report(edits[i]);
        } catch {
          // One field that cannot be reported (an unusual input type) leaves the others and the press.
        }
      }
      if (press && press.element.isConnected && Date.now() - press.at <= 5000) press.again();
    }, 0);
  });
}

/** `fn(...args)` as inline source: without its comment lines and indentation. */
function inlineCall(fn, ...args) {
  const source = fn
    .toString()
    .replace(/\n\s*\/\/[^\n]*/g, '')
    .replace(/\n\s*/g, '\n');
  return `(${source})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
}

// Sent in every page. ASCII only (any other character written as a \u escape, which means the
// same in JavaScript source), since the page is rewritten one byte per character.
const RELEASE_SOURCE = (
  inlineCall(releaseScriptsAfterPaint, AFTER_PAINT_ATTRIBUTE) +
  inlineCall(reloadOnTraversalBeforeHydration, HYDRATED_EVENT) +
  inlineCall(replayInteractionBeforeHydration, HYDRATED_EVENT, REACT_LISTENING_MARKER)
).replace(/[^\t\n\r -~]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

function releaseTag(nonce) {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${RELEASE_SOURCE}</script>`;
}

/** The preload that stands in for one of Next's async chunk scripts, or null for any other tag. */
function preloadFor(attributeText) {
  const attributes = attributesOf(attributeText);
  const src = attributes.get('src');
  if (src === undefined || !CHUNK_PATH.test(src) || !attributes.has('async') || attributes.has('nomodule')) return null;
  const kept = ['nonce', 'integrity', 'crossorigin']
    .filter((name) => attributes.has(name))
    .map((name) => ` ${name}="${attributes.get(name)}"`)
    .join('');
  return { nonce: attributes.get('nonce') ?? '', tag: `<link rel="preload" as="script" fetchpriority="low" href="${src}"${kept} ${AFTER_PAINT_ATTRIBUTE}=""/>` };
}

/**
 * Where the text ends inside what may still become an empty `<script ...></script>` tag: from
 * there it must wait for the next piece. The text's length when nothing is cut off.
 */
function incompleteTagStart(text) {
  const lastOpen = text.lastIndexOf('<');
  // "<", "<s" ... "<script" at the very end.
  const partialName = lastOpen !== -1 && '<script'.startsWith(text.slice(lastOpen).toLowerCase()) ? lastOpen : text.length;
  const lastScript = text.lastIndexOf('<script');
  if (lastScript === -1) return partialName;
  const tail = text.slice(lastScript);
  const openEnd = tail.indexOf('>');
  if (openEnd === -1) return lastScript; // the opening tag itself is cut
  const after = tail.slice(openEnd + 1);
  // An empty element whose closing tag has not (fully) come yet.
  const closing = after.length < '</script>'.length && '</script>'.startsWith(after.toLowerCase());
  return closing ? lastScript : partialName;
}

/**
 * A streaming rewrite of one HTML document: `write` takes the next piece of text and returns what
 * can be sent so far (a tag cut between two pieces waits for the rest), `end` returns what is left.
 * The release script goes in front of the first rewritten tag (Next names its chunks in the head).
 */
export function createScriptDeferrer() {
  let held = '';
  let releaseWritten = false;
  const rewrite = (text) =>
    text.replace(SCRIPT_TAG, (tag, attributeText) => {
      const preload = preloadFor(attributeText);
      if (preload === null) return tag;
      if (releaseWritten) return preload.tag;
      releaseWritten = true;
      return releaseTag(preload.nonce) + preload.tag;
    });
  return {
    write(text) {
      const all = held + text;
      const cut = incompleteTagStart(all);
      held = all.slice(cut);
      return rewrite(all.slice(0, cut));
    },
    end() {
      const rest = held;
      held = '';
      return rewrite(rest);
    },
  };
}

// Types a browser gets gzipped when it asked for it (what Next's own compression would have done).
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|[\w.+-]+\+(?:xml|json))|image\/svg\+xml)/i;
const NO_BODY = new Set([204, 304]);

/**
 * Whether this server takes over the answer's body from Next: a GET outside Next's files and the
 * API that is not a client navigation (those carry the `RSC` header and answer in the flight
 * format, which Next compresses as before).
 */
export function isPageRequest({ method, url = '/', headers }) {
  if (method !== 'GET') return false;
  if (url.startsWith('/_next/') || url.startsWith('/api/')) return false;
  return headers.rsc === undefined;
}

function headerOf(response, extra, name) {
  if (extra && typeof extra === 'object' && !Array.isArray(extra)) {
    const key = Object.keys(extra).find((k) => k.toLowerCase() === name);
    if (key !== undefined) return extra[key];
  }
  return response.getHeader(name);
}

function dropHeader(response, extra, name) {
  response.removeHeader(name);
  if (extra && typeof extra === 'object' && !Array.isArray(extra)) {
    for (const key of Object.keys(extra)) if (key.toLowerCase() === name) delete extra[key];
  }
}

/**
 * Installs the rewrite on one answer, before Next handles the request: the request loses its
 * Accept-Encoding (Next then writes plain bytes); an HTML answer is rewritten on its way out, and
 * a compressible answer is gzipped here when the browser asked for gzip.
 */
export function sendScriptsAfterPaint(request, response) {
  if (!isPageRequest(request)) return;
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
  delete request.headers['accept-encoding'];

  const { writeHead, write, end } = response;
  let decided = false;
  let deferrer = null;
  let gzip = null;

  response.writeHead = function writeHeadAfterPaint(status, ...rest) {
    if (!decided) {
      decided = true;
      const extra = rest.at(-1);
      const type = String(headerOf(this, extra, 'content-type') ?? '');
      const hasBody = !NO_BODY.has(status);
      const compressible = hasBody && COMPRESSIBLE.test(type) && headerOf(this, extra, 'content-encoding') === undefined;
      if (hasBody && /^text\/html\b/i.test(type)) {
        deferrer = createScriptDeferrer();
        dropHeader(this, extra, 'content-length');
      }
      if (compressible) {
        const vary = String(headerOf(this, extra, 'vary') ?? '');
        if (!/\baccept-encoding\b/i.test(vary)) this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
        const noTransform = /\bno-transform\b/i.test(String(headerOf(this, extra, 'cache-control') ?? ''));
        if (acceptsGzip && !noTransform) {
          gzip = createGzip();
          gzip.on('data', (data) => {
            if (!this.destroyed) write.call(this, data);
          });
          this.once('close', () => gzip.destroy());
          this.setHeader('Content-Encoding', 'gzip');
          dropHeader(this, extra, 'content-length');
          // Next flushes after every piece it streams, as it does with its own compression.
          this.flush = () => gzip.flush(zlibConstants.Z_SYNC_FLUSH);
        }
      }
    }
    return writeHead.call(this, status, ...rest);
  };

  // The HTML is rewritten as Latin-1 text: one character per byte, so decoding and encoding are
  // plain copies and a UTF-8 letter cut between two pieces needs no care. Every tag the rewrite
  // looks for and every one it writes is ASCII, which reads the same either way; the bytes of the
  // page's Russian text pass through untouched. (UTF-8 decoding and encoding of each page were
  // 3 % of web's CPU under load.)
  const rewritten = (chunk, encoding) => {
    if (chunk === undefined || chunk === null) return Buffer.alloc(0);
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    return deferrer ? Buffer.from(deferrer.write(bytes.toString('latin1')), 'latin1') : bytes;
  };

  response.write = function writeAfterPaint(chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!deferrer && !gzip) return write.apply(this, arguments);
    const done = typeof encoding === 'function' ? encoding : callback;
    const bytes = rewritten(chunk, typeof encoding === 'string' ? encoding : undefined);
    let ok = true;
    if (bytes.length > 0) ok = gzip ? (gzip.write(bytes), true) : write.call(this, bytes);
    if (done) process.nextTick(done);
    return ok;
  };

  response.end = function endAfterPaint(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!deferrer && !gzip) return end.call(this, chunk, encoding, callback);
    const last = rewritten(chunk, encoding);
    const rest = deferrer ? Buffer.concat([last, Buffer.from(deferrer.end(), 'latin1')]) : last;
    if (!gzip) return end.call(this, rest, callback);
    gzip.once('end', () => end.call(this, callback));
    gzip.end(rest);
    return this;
  };
}
