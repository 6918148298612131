// The one inline script of the server-rendered guest page, run once its style sheet is in:
// 0. It takes the welcome note the server drew away again, before the first paint, for a browser
//    that is not new to the hang, as RsvpView decides it; for a new guest, its "Got it, let's go!"
//    works before the app has loaded: it counts as a visit, takes the note away and puts focus on
//    the hang's title (unless the guest has focused something else meanwhile), as the app's does.
// 1. It marks a press that begins on the first screen (a pointer, or Space on a button) until the
//    press has ended and its click, if any, has run, then tells the first screen "released": the
//    app waits for it before it replaces the first screen, or a press begun on the server's header
//    and ended on the app's, drawn in its place, would be no click at all (first-screen-press.ts).
// 2. Once that first paint is on screen it asks for the app's code and the page's data (listed by the server
//    in #after-first-paint), so on a slow connection the style sheet does not share the line with
//    them, and the hang shows sooner.
// The server allows this exact text by its hash in the Content-Security-Policy.
import { PER_HANG_RECORDS } from "../../lib/storage.ts";
import { HANG_TITLE_ID } from "../hangs/hang-title-id.ts";
import { VISITED } from "./visited.ts";

export const FIRST_SCREEN_ID = "first-screen";
export const AFTER_FIRST_PAINT_ID = "after-first-paint";
/** Marks the welcome note, in the first screen and in the app. */
export const WELCOME_NOTE_ATTRIBUTE = "data-welcome-note";
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

// Storage refused (a private mode): the note stays, as the app's does then.
const welcomeNote =
  `const n=document.querySelector("#${FIRST_SCREEN_ID} [${WELCOME_NOTE_ATTRIBUTE}]");if(n){let fresh=true;try{` +
  'const s=localStorage,id=location.pathname.split("/")[2];' +
  'const held=k=>{const r=JSON.parse(s.getItem(k)||"{}");return Boolean(r&&r[id])};' +
  `fresh=s.getItem(${visited})!=="true"&&!${records}.some(held)}catch{}` +
  'if(!fresh)n.remove();else n.querySelector("button").addEventListener("click",()=>{' +
  `try{localStorage.setItem(${visited},"true")}catch{}` +
  "const a=document.activeElement,left=!a||a===document.body||n.contains(a);n.remove();" +
  `if(left)document.getElementById("${HANG_TITLE_ID}").focus()})}`;

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

// Started once the page's largest paint is on screen; a background tab paints nothing, so a timer
// starts the app there too.
const loadAfterPaint =
  `const f=JSON.parse(document.getElementById("${AFTER_FIRST_PAINT_ID}").textContent);let started=false;` +
  "const add=(tag,props)=>document.head.append(Object.assign(document.createElement(tag),props));" +
  "const load=()=>{if(started)return;started=true;" +
  'for(const href of f.modules)add("link",{rel:"modulepreload",href,crossOrigin:""});' +
  'for(const href of f.data)add("link",{rel:"preload",as:"fetch",href,crossOrigin:"use-credentials"});' +
  'add("script",{type:"module",src:f.entry,crossOrigin:""})};' +
  'new PerformanceObserver(l=>{if(l.getEntries().length>0)load()}).observe({type:"largest-contentful-paint",buffered:true});' +
  "setTimeout(load,1500);";

export const FIRST_PAINT_SCRIPT = `(()=>{${welcomeNote}${markPresses};${loadAfterPaint}})()`;
