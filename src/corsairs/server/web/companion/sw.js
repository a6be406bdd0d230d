// The companion's service worker: keeps the page's few files so that a table can score
// without a network once the page has been opened, and the rules it shows (the site's rules
// page in each language, outside the page's folder: a family at a cottage without signal
// tapped "Rules" and got the browser's offline error). Network first, so an updated page
// arrives when online; the cache answers when offline.
const CACHE = "corsairs-companion-v3";
const FILES = ["./", "index.html", "app.js", "scoring.js", "result.js", "archive.js", "i18n.js", "elision.js", "style.css", "manifest.json", "icon.svg"];
const RULES = ["en", "fr", "it", "de"].map((lang) => `../rules/${lang}`);
const KEPT_OUTSIDE = new Set(RULES.map((path) => new URL(path, self.location).href));

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll([...FILES, ...RULES])).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("corsairs-companion-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !(req.url.startsWith(self.registration.scope) || KEPT_OUTSIDE.has(req.url))) return;
  event.respondWith(
    fetch(req)
      .then((res) => {
        if (res.ok) {
          const copy = res.clone();
          caches.open(CACHE).then((c) => c.put(req, copy));
        }
        return res;
      })
      // a page opened offline at another address of the app gets the app; a file (the rules)
      // not kept is a failed fetch, which the page says, not the app's page in its place
      .catch(() => caches.match(req, { ignoreSearch: true })
        .then((hit) => hit || (req.mode === "navigate" ? caches.match("./") : Response.error()))),
  );
});
