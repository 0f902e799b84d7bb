export const PHONE_STYLES = `
:root {
  --green: #128c7e; --green-dark: #075e54; --green-light: #dcf8c6; --bg: #eef2f1;
  --text: #1f2a2e; --muted: #5f6f73; --card: #fff; --border: #d7dfdd; --danger: #b3261e;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--text);
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); min-height: 100vh; }
[hidden] { display: none !important; }
.topbar { background: var(--green-dark); color: #fff; padding: 14px 24px; }
.brand { display: flex; gap: 12px; align-items: center; max-width: 1040px; margin: 0 auto; }
.brand small { display: block; opacity: .85; font-size: 13px; }
.brand code { background: rgba(255,255,255,.15); padding: 1px 6px; border-radius: 4px; }
.logo { display: grid; place-items: center; width: 36px; height: 36px; border-radius: 50%;
  background: #25d366; font-size: 20px; }
.layout { display: grid; grid-template-columns: minmax(280px, 1fr) minmax(320px, 1.2fr); gap: 24px;
  max-width: 1040px; margin: 24px auto; padding: 0 16px; }
@media (max-width: 760px) { .layout { grid-template-columns: 1fr; } }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 14px; padding: 20px;
  box-shadow: 0 1px 3px rgba(0,0,0,.06); }
h1, h2 { font-size: 18px; margin: 0 0 12px; }
.status { display: inline-block; margin: 0 0 16px; padding: 4px 12px; border-radius: 999px;
  font-size: 13px; font-weight: 600; background: #e6e9e8; color: var(--muted); }
.status[data-state="open"] { background: #d1f4dd; color: #0b6b32; }
.status[data-state="connecting"] { background: #fff1c2; color: #7a5400; }
.status[data-state="refused"] { background: #fde0de; color: var(--danger); }
.hint { color: var(--muted); font-size: 14px; line-height: 1.5; }
.muted { color: var(--muted); font-size: 12px; text-align: center; margin: 4px 0 16px; }
.qr { display: block; margin: 8px auto 0; width: 264px; height: 264px; image-rendering: pixelated;
  border: 1px solid var(--border); border-radius: 8px; }
.connected { font-size: 15px; }
label { display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: var(--muted);
  margin-bottom: 12px; }
input { font: inherit; color: var(--text); padding: 9px 12px; border: 1px solid var(--border);
  border-radius: 8px; background: #fff; }
input:focus { outline: 2px solid var(--green); outline-offset: 1px; }
input:disabled { background: #f3f5f4; }
button { font: inherit; font-weight: 600; border-radius: 8px; padding: 10px 16px; cursor: pointer;
  border: 1px solid transparent; }
button:disabled { opacity: .5; cursor: not-allowed; }
.primary { background: var(--green); color: #fff; }
.primary:hover:not(:disabled) { background: var(--green-dark); }
.secondary { background: #fff; color: var(--danger); border-color: #e9b8b4; }
.phone { display: flex; flex-direction: column; }
.chat { display: flex; flex-direction: column; flex: 1; }
.customer { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
.customer input { width: 100%; min-width: 0; box-sizing: border-box; }
.messages { list-style: none; margin: 0 0 12px; padding: 12px; height: 360px; overflow-y: auto;
  background: #e5ddd5; border-radius: 10px; display: flex; flex-direction: column; gap: 6px; }
.bubble { max-width: 78%; padding: 6px 10px 4px; border-radius: 8px; box-shadow: 0 1px 1px rgba(0,0,0,.1);
  white-space: pre-wrap; overflow-wrap: anywhere; }
.bubble p { margin: 0; font-size: 14px; line-height: 1.4; }
.bubble time { display: block; text-align: right; font-size: 11px; color: var(--muted); }
.from-customer { align-self: flex-end; background: var(--green-light); }
.from-business { align-self: flex-start; background: #fff; }
.empty { margin: auto; color: var(--muted); font-size: 13px; text-align: center; max-width: 260px; }
.composer { display: flex; gap: 8px; }
.composer input { flex: 1; min-width: 0; }
.audio { background: #fff; color: var(--green-dark); border-color: var(--border); }
.audio:hover:not(:disabled) { background: #f3f5f4; }
.bubble .voice { font-weight: 600; }
.bubble audio { display: block; width: 240px; max-width: 100%; height: 36px; margin-top: 4px; }
.error { color: var(--danger); font-size: 14px; margin: 12px 0 0; }
`;
