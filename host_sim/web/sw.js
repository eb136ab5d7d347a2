// SPDX-License-Identifier: MIT
// The page offline after the first visit: every file of the build kept in a cache named for
// this build (tools/web writes VERSION and FILES), served from there first; a new build is a
// new sw.js, whose cache replaces the old one.
const VERSION = "@VERSION@";
const FILES = ["@FILES@"];
const CACHE = "zootally-" + VERSION;

self.addEventListener("install", (ev) => {
  ev.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (ev) => {
  ev.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith("zootally-") && n !== CACHE).map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (ev) => {
  if (ev.request.method !== "GET") return;
  ev.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(ev.request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(ev.request)),
  );
});
