// The first Intl object a page builds loads ICU's data: 15–40 ms in one task on this machine,
// more on a phone, before any amount or date can show. Built here, by a script of its own that
// runs as soon as it is fetched (index.html, vite.config.ts), the cost falls while the app's
// modules load instead of in a task of the first screen's (decision 0039).
new Intl.NumberFormat().format(0);
