// The page's one inline script, run before anything is painted. It decides whether the login drawn
// in the HTML (tools/server/firstScreen.ts) is shown: only where the login is the screen a person
// without a session gets (every address but /registar… and the privacy notice's /privacidade, as the
// route table in shared-machines says) and only when this browser holds no session:
// none noted by root-config (root-config/src/layout/firstScreen.ts) and no user kept by the Firebase
// SDK (its 'firebase:authUser:' entry, there for sessions begun before the note); else 'A carregar…'
// shows, as before, and a signed-in person never sees the login flash. It keeps a drawn form that is
// sent before the code came on the page (no address bar with a password in it), marked for the live
// login to send, and marks the drawn button last pressed ('Esqueceu-se da palavra-passe?') for it to
// press. Once the first screen is painted, it adds the page's preload hints and the root's script
// (kept inert in a <template> until then), so the code's downloads never share the line with the
// first paint. When the drawn login has its live script (inert in a <template>, tools/server/
// firstScreen.ts), it adds that script instead, once the login is painted, and the code waits until
// that login works ('amparo:first-screen-live', then an idle moment)
// or is needed at once ('amparo:first-screen-code-needed': a sign-in, a reset asked; the live script
// failing to load or to start): 'Entrar' works with only the live login's bytes fetched
// (mf-shell/src/login/first-screen/live/). The names are the live login's
// (mf-shell/src/login/first-screen/firstScreenElement.ts).
// Allowed by the policy through its hash, never by 'unsafe-inline'.
const { createHash } = require('node:crypto');

const firstScreenScript = [
  '(function(){var d=document.documentElement,D=document;',
  'try{var s=localStorage,k=s.getItem("amparo.signedIn")==="1";',
  'for(var i=0;!k&&i<s.length;i++)k=(s.key(i)||"").indexOf("firebase:authUser:")===0;',
  'if(!k&&!/^\\/(registar|privacidade\\/?$)/i.test(location.pathname))',
  'd.setAttribute("data-amparo-first-screen","login")}catch(e){}',
  'D.addEventListener("submit",function(e){var f=e.target;',
  'if(f&&f.closest&&f.closest("#amparo-first-screen")){e.preventDefault();',
  'f.setAttribute("data-amparo-submitted","")}},true);',
  'D.addEventListener("click",function(e){var t=e.target,',
  'b=t&&t.closest&&t.closest("#amparo-first-screen button[type=button]");if(b){',
  'var o=D.querySelector("#amparo-first-screen [data-amparo-pressed]");',
  'if(o)o.removeAttribute("data-amparo-pressed");b.setAttribute("data-amparo-pressed","")}},true);',
  'var P=0,L=0,R=0,S=0;function p(){if(P)return;P=1;var t=D.getElementById("amparo-preloads");',
  'if(t)D.head.appendChild(t.content)}',
  'function g(){if(!R||P)return;var T=D.getElementById("amparo-live-first-screen");',
  'if(L>1||!(d.getAttribute("data-amparo-first-screen")==="login"&&T))p();',
  'else if(L)(window.requestIdleCallback||function(f){setTimeout(f,1)})(p,{timeout:2000});',
  'else if(!S){S=1;D.body.appendChild(T.content)}}',
  'D.addEventListener("amparo:first-screen-live",function(){L=L||1;g()});',
  'D.addEventListener("amparo:first-screen-code-needed",function(){L=2;g()});',
  'D.addEventListener("error",function(e){var t=e.target;if(t&&t.id==="amparo-live-first-screen-script"){L=2;g()}},true);',
  'function w(){R=1;g()}',
  'requestAnimationFrame(function(){setTimeout(function(){',
  'if(D.readyState==="loading")D.addEventListener("DOMContentLoaded",w);else w()})})})()',
].join('');

/** The <template> holding the page's preload hints and the root's script, opened by the script after the first paint. */
const preloadsTemplateId = 'amparo-preloads';

const firstScreenScriptSource = `'sha256-${createHash('sha256').update(firstScreenScript).digest('base64')}'`;

module.exports = { firstScreenScript, firstScreenScriptSource, preloadsTemplateId };
