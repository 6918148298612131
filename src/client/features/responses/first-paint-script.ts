// The one inline script of the server-rendered guest page, run once its style sheet is in:
// 1. It opens the welcome dialog the server sent, before the first paint, for a browser new to the
//    hang, as RsvpView decides it. Closing it before the app has loaded counts as a visit and
//    puts focus on the hang's title (unless the guest has focused something since), as closing
//    the app's own dialog does. The visit is kept as the button or Escape is pressed, not on the
//    "close" event a task later, so an app that renders in between does not open its own welcome
//    again.
// 2. It marks a press that begins on the first screen (a pointer, or Space on a button) until the
//    press has ended and its click, if any, has run, then tells the first screen "released": the
//    app waits for it before it replaces the first screen, or a press begun on the server's button
//    and ended on the app's, drawn in its place, would be no click at all (first-screen-press.ts).
// 3. Once that first paint is on screen it asks for the app's code and the page's data (listed by the server
//    in #after-first-paint), so on a slow connection the style sheet does not share the line with
//    them, and the hang shows sooner.
// The server allows this exact text by its hash in the Content-Security-Policy.
import { PER_HANG_RECORDS } from "../../lib/storage.ts";
import { HANG_TITLE_ID } from "../hangs/hang-title-id.ts";
import { VISITED } from "./visited.ts";

export const FIRST_SCREEN_ID = "first-screen";
export const AFTER_FIRST_PAINT_ID = "after-first-paint";
/** Set on the first screen while a press on it is under way. */
export const PRESSED_ATTRIBUTE = "data-pressed";
/** Dispatched on the first screen once that press, and its click, are over. */
export const RELEASED_EVENT = "released";

/** What the server lists for the script to load: the entry module, its chunks, the data. */
export interface AfterFirstPaint {
  entry: string;
  modules: string[];
  data: string[];
}

const visited = JSON.stringify(VISITED);
const records = JSON.stringify(PER_HANG_RECORDS);

// `w` is when the dialog was opened (0 when it was not): the paint to wait for is one after it.
const openWelcome =
  "let w=0;try{" +
  `const s=localStorage,d=document.querySelector("#${FIRST_SCREEN_ID} dialog"),id=location.pathname.split("/")[2];` +
  'const held=k=>{const r=JSON.parse(s.getItem(k)||"{}");return Boolean(r&&r[id])};' +
  `if(d&&s.getItem(${visited})!=="true"&&!${records}.some(held)){` +
  `const seen=()=>s.setItem(${visited},"true");d.addEventListener("cancel",seen);d.querySelector("form").addEventListener("submit",seen);` +
  `d.addEventListener("close",()=>{const a=document.activeElement;if(!a||a===document.body||d.contains(a))document.getElementById("${HANG_TITLE_ID}").focus()});` +
  "d.showModal();w=performance.now()}" +
  "}catch{}";

// A click ends a press once its own effects (a dialog's form closing it) are done: the next task.
// A press that ends with no click (dragged off the button) ends half a second after it is let go.
const markPresses =
  `const p=document.getElementById("${FIRST_SCREEN_ID}");if(p){let t=0;` +
  `const pressed=()=>p.hasAttribute("${PRESSED_ATTRIBUTE}"),press=()=>p.setAttribute("${PRESSED_ATTRIBUTE}","");` +
  `const done=()=>{clearTimeout(t);if(pressed()){p.removeAttribute("${PRESSED_ATTRIBUTE}");p.dispatchEvent(new Event("${RELEASED_EVENT}"))}};` +
  // Only while a press is marked: after the takeover, a click or keystroke costs nothing here.
  "const later=()=>{if(pressed())t=setTimeout(done,500)};" +
  'p.addEventListener("pointerdown",press);p.addEventListener("keydown",e=>{if(e.key===" "&&e.target.closest("button"))press()});' +
  'addEventListener("click",()=>{if(pressed())setTimeout(done)},true);addEventListener("pointercancel",done,true);' +
  'addEventListener("pointerup",later,true);addEventListener("keyup",later,true)}';

// Started once the page's largest paint (the dialog's, when it opened) is on screen; a background
// tab paints nothing, so a timer starts the app there too.
const loadAfterPaint =
  `const f=JSON.parse(document.getElementById("${AFTER_FIRST_PAINT_ID}").textContent);let started=false;` +
  "const add=(tag,props)=>document.head.append(Object.assign(document.createElement(tag),props));" +
  "const load=()=>{if(started)return;started=true;" +
  'for(const href of f.modules)add("link",{rel:"modulepreload",href,crossOrigin:""});' +
  'for(const href of f.data)add("link",{rel:"preload",as:"fetch",href,crossOrigin:"use-credentials"});' +
  'add("script",{type:"module",src:f.entry,crossOrigin:""})};' +
  'new PerformanceObserver(l=>{if(l.getEntries().some(e=>e.startTime>=w))load()}).observe({type:"largest-contentful-paint",buffered:true});' +
  "setTimeout(load,1500);";

export const FIRST_PAINT_SCRIPT = `(()=>{${openWelcome}${markPresses};${loadAfterPaint}})()`;
