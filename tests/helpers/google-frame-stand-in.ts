/**
 * A test-only stand-in for Google's script loader (https://apis.google.com/js/api.js).
 *
 * Why it exists: a Google sign-in by popup or redirect talks to the provider's sign-in handler
 * through a hidden helper frame. Firebase's SDK builds that frame with Google's `gapi.iframes`
 * library, and the Auth Emulator's helper frame page loads the same library to talk back. These
 * test machines have no internet, so apis.google.com never answers and the flow never ends.
 *
 * What is fake: only that library, and only the part the SDK and the emulator's helper frame
 * use (gapi.load('gapi.iframes'), a context's open() and getParentIframe(), and a frame's
 * restyle, ping, register and send), carried over window.postMessage between the page and the
 * frame. What is real: the Firebase SDK, the Auth Emulator's helper frame and sign-in widget
 * pages, the server and the app.
 *
 * The emulator's widget page also asks unpkg.com and fonts.googleapis.com for its styles and
 * Material script; it works without them (it checks for the script before using it), so they
 * are answered empty.
 */
import type { BrowserContext } from 'playwright-core';

/**
 * The script served in place of api.js, in the page and in the helper frame alike. A message
 * is `{ gapiStandIn: 'call' | 'reply' | 'ready', id, name, data }`; a call is answered with the
 * list of its handlers' results, as gapi's send passes them to its callback.
 */
export const GOOGLE_FRAME_STAND_IN = String.raw`(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return;
  var TAG = 'gapiStandIn';
  var nextId = 1;

  /** One end of a page-to-frame channel: the other window, its calls, handlers and replies. */
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.pending = {};
    this.waiting = {};
    this.ready = false;
    this.onReady = [];
  }
  Channel.prototype.post = function (message) {
    message[TAG] = message.kind;
    if (this.target) this.target.postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.waiting[name] || [];
    delete this.waiting[name];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = String(nextId++);
    if (callback) this.pending[id] = callback;
    this.post({ kind: 'call', id: id, name: name, data: data });
  };
  Channel.prototype.answer = function (message) {
    var self = this;
    var handler = this.handlers[message.name];
    if (!handler) {
      // Kept until its handler is registered: the frame may speak before the page listens.
      (this.waiting[message.name] = this.waiting[message.name] || []).push(message);
      return;
    }
    Promise.resolve()
      .then(function () { return handler(message.data); })
      .then(
        function (result) { self.post({ kind: 'reply', id: message.id, data: [result] }); },
        function () { self.post({ kind: 'reply', id: message.id, data: [] }); }
      );
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.ready = true;
      var waiting = this.onReady;
      this.onReady = [];
      for (var i = 0; i < waiting.length; i++) waiting[i]();
    } else if (message.kind === 'call') {
      this.answer(message);
    } else if (message.kind === 'reply') {
      var callback = this.pending[message.id];
      delete this.pending[message.id];
      if (callback) {
        // The SDK's own callback may throw after it has its answer; gapi swallows that too.
        try { callback(message.data); } catch (error) {}
      }
    }
  };
  Channel.prototype.whenReady = function () {
    var self = this;
    return new Promise(function (resolve) {
      if (self.ready) resolve();
      else self.onReady.push(resolve);
    });
  };

  var channels = [];
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === event.source) channels[i].receive(message);
    }
  });

  /** The page's handle on a frame it opened (gapi.iframes.Iframe). */
  function Iframe(element, channel) {
    this.element = element;
    this.channel = channel;
  }
  Iframe.prototype.getIframeEl = function () { return this.element; };
  Iframe.prototype.getSiteEl = function () { return this.element; };
  Iframe.prototype.restyle = function () { return Promise.resolve(); };
  Iframe.prototype.ping = function (callback) {
    var channel = this.channel;
    return channel.whenReady().then(function () {
      if (callback) callback();
    });
  };
  Iframe.prototype.register = function (name, handler) { this.channel.register(name, handler); };
  Iframe.prototype.send = function (name, data, callback) { this.channel.send(name, data, callback); };

  var parentIframe = null;

  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(key, attributes[key]);
      });
      var channel = new Channel(null);
      channels.push(channel);
      var iframe = new Iframe(element, channel);
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      channel.target = element.contentWindow;
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      if (!parentIframe) {
        var channel = new Channel(window.parent);
        channels.push(channel);
        parentIframe = new Iframe(null, channel);
      }
      return parentIframe;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    Iframe: Iframe,
    getContext: function () { return context; },
  };
  window.gapi.load = function (name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    Promise.resolve().then(function () { if (callback) callback(); });
  };

  // Inside a frame, tell the page this end is listening (gapi answers the page's ping so).
  if (window.parent !== window) {
    var toParent = context.getParentIframe().channel;
    toParent.post({ kind: 'ready' });
  }

  // The loader's own callbacks: ?onload=name on the script, and window.gapi_onload.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/** Hosts the emulator's widget page asks for styles and scripts it can do without. */
const EMPTY_HOSTS = ['https://unpkg.com/**', 'https://fonts.googleapis.com/**', 'https://fonts.gstatic.com/**'];

/** Serves the stand-in for Google's script loader in every page and frame of the context. */
export async function installGoogleFrameStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GOOGLE_FRAME_STAND_IN }),
  );
  for (const host of EMPTY_HOSTS) {
    await context.route(host, (route) => {
      const type = route.request().resourceType();
      return route.fulfill({ contentType: type === 'script' ? 'text/javascript' : 'text/css', body: '' });
    });
  }
}
