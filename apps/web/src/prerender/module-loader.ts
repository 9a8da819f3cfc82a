/**
 * The one other inline script of a prerendered page, at the end of its <body>: it starts the
 * app's JavaScript once the page has painted its content (a frame after the
 * `first-contentful-paint` entry, when that paint is on screen), or at once where paint timing
 * is missing. Until then the network and the main thread belong to the HTML, the stylesheet and
 * the font, so the page paints as soon as they arrive; a phone on a slow connection sees it at
 * once instead of after ~150 KB of scripts.
 *
 * Pages marked `data-defer` (the landing, sales and sign-in pages, decision 021) go further: for
 * a visitor who is not signed in (localStorage `auth:signed-in`), the app starts at the first sign
 * of a person — a pointer moving or pressing, a key, a touch, a wheel, a scroll, a focus — because
 * everything above the fold is already there without it (the sign-in form takes typing, and the
 * app keeps what was typed), and the demos and the carousel below it only run once on screen.
 * A signed-in visitor's page starts at once (their header and "Go to Dashboard"), and so does a
 * URL with a query string (what it asks for may differ from the prerendered markup). A click on
 * a button, label, radio or check box before the app is live is kept (`__kfClick`), its default
 * prevented and its propagation stopped (a half-hydrated page must not act on it as well), and
 * main.tsx replays it once the page has hydrated; links work as plain links meanwhile. That
 * covers a form's submission too: Enter in a field is, for browsers, a click on its submit
 * button, so nothing is submitted natively before the app can send it.
 * `beforeinstallprompt` is kept too (`__kfInstall`), for the install card (lib/pwa.ts).
 *
 * Starting the app adds the entry module first, then a preload for each chunk it and the page
 * need, a few per task (about 8 ms of them, then a message to this page): adding one costs a
 * phone a few milliseconds of main thread, and 35 of them in one go were a long task of their
 * own, counted as blocking time.
 *
 * The script's own attributes carry what it loads (`data-entry`: the entry module,
 * `data-preload`: the chunks it imports and the page's route chunk, space-separated), so its
 * text, and with it its CSP hash, is the same on every page and in every build.
 */
export const MODULE_LOADER_SCRIPT = `(function(s){var d=document,w=window,r=d.getElementById("root"),n=0,k;function go(){if(n++)return;var e=d.createElement("script"),q=s.getAttribute("data-preload").split(" "),c;e.type="module";e.crossOrigin="";e.src=s.getAttribute("data-entry");d.head.appendChild(e);function more(){var t=performance.now(),h,l;while(q.length&&performance.now()-t<8){h=q.shift();if(!h)continue;l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)}if(!q.length)return c&&c.port1.close();if(!c){c=new MessageChannel();c.port1.onmessage=more}c.port2.postMessage(0)}more()}w.addEventListener("beforeinstallprompt",function(e){e.preventDefault();w.__kfInstall=e});d.addEventListener("click",function(e){var b=r&&r.hasAttribute("data-prerendered")&&e.target&&e.target.closest&&e.target.closest("button,label,input[type=radio],input[type=checkbox]");if(!b||!r.contains(b))return;e.preventDefault();e.stopPropagation();w.__kfClick=b;go()},true);try{k=localStorage.getItem("auth:signed-in")==="1"}catch(x){}if(s.hasAttribute("data-defer")&&!k&&!location.search){["pointerdown","pointermove","keydown","touchstart","wheel","scroll","focusin"].forEach(function(t){w.addEventListener(t,go,{once:true,passive:true,capture:true})});return}var P=w.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();var c=new MessageChannel();c.port1.onmessage=go;c.port2.postMessage(0)}}).observe({type:"paint",buffered:true})})(document.currentScript)`;
