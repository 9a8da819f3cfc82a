/**
 * The one other inline script of a prerendered page, at the end of its <body>: it starts the
 * app's JavaScript once the page has painted its content (a frame after the
 * `first-contentful-paint` entry, when that paint is on screen), or at the `load` event where
 * paint timing or frames are missing (a hidden tab, a test's paused clock), whichever is first. Until then the network and the main
 * thread belong to the HTML, the stylesheet and the font, so the page paints as soon as they
 * arrive; a phone on a slow connection sees it at once instead of after ~150 KB of scripts.
 * The script's own attributes carry what it loads (`data-entry`: the entry module,
 * `data-preload`: the chunks it imports and the page's route chunk, space-separated), so its
 * text, and with it its CSP hash, is the same on every page and in every build.
 */
export const MODULE_LOADER_SCRIPT = `(function(s){var d=document,n=0;function go(){if(n++)return;s.getAttribute("data-preload").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=s.getAttribute("data-entry");d.head.appendChild(e)}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();var c=new MessageChannel();c.port1.onmessage=go;c.port2.postMessage(0)}}).observe({type:"paint",buffered:true})})(document.currentScript)`;
