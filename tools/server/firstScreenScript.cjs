// The page's one inline script, run before anything is painted. It decides whether the login drawn
// in the HTML (tools/server/firstScreen.ts) is shown: only where the login is the screen a person
// without a session gets (every address but /registar… and the privacy notice's /privacidade, as the
// route table in shared-machines says) and only when this browser holds no session:
// none noted by root-config (root-config/src/layout/firstScreen.ts) and no user kept by the Firebase
// SDK (its 'firebase:authUser:' entry, there for sessions begun before the note); else 'A carregar…'
// shows, as before, and a signed-in person never sees the login flash. It keeps a drawn form that is
// sent before the code came on the page (no address bar with a password in it), marked for the live
// login to send, and marks the drawn button last pressed ('Esqueceu-se da palavra-passe?') for it to
// press. Once the first screen is painted, it adds the page's preload hints (kept inert in a
// <template> until then), so the code's downloads never share the line with the first paint.
// Allowed by the policy through its hash, never by 'unsafe-inline'.
const { createHash } = require('node:crypto');

const firstScreenScript = [
  '(function(){var d=document.documentElement;',
  'try{var s=localStorage,k=s.getItem("amparo.signedIn")==="1";',
  'for(var i=0;!k&&i<s.length;i++)k=(s.key(i)||"").indexOf("firebase:authUser:")===0;',
  'if(!k&&!/^\\/(registar|privacidade\\/?$)/i.test(location.pathname))',
  'd.setAttribute("data-amparo-first-screen","login")}catch(e){}',
  'document.addEventListener("submit",function(e){var f=e.target;',
  'if(f&&f.closest&&f.closest("#amparo-first-screen")){e.preventDefault();',
  'f.setAttribute("data-amparo-submitted","")}},true);',
  'document.addEventListener("click",function(e){var t=e.target,',
  'b=t&&t.closest&&t.closest("#amparo-first-screen button[type=button]");if(b){',
  'var o=document.querySelector("#amparo-first-screen [data-amparo-pressed]");',
  'if(o)o.removeAttribute("data-amparo-pressed");b.setAttribute("data-amparo-pressed","")}},true);',
  'function p(){var t=document.getElementById("amparo-preloads");if(t)document.head.appendChild(t.content)}',
  'requestAnimationFrame(function(){setTimeout(function(){',
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",p);else p()})})})()',
].join('');

/** The <template> holding the page's preload hints, opened by the script after the first paint. */
const preloadsTemplateId = 'amparo-preloads';

const firstScreenScriptSource = `'sha256-${createHash('sha256').update(firstScreenScript).digest('base64')}'`;

module.exports = { firstScreenScript, firstScreenScriptSource, preloadsTemplateId };
