/** The SDK's styles, scoped under `.bsdk` (injected with the widget; no stylesheet to load). */
export const SDK_CSS = `
.bsdk{--bg:#12131a;--card:#1c1e29;--line:#2c2f3e;--text:#f3f4f8;--muted:#9aa0b4;--accent:#f5b82e;--on:#3b2f0c;--live:#ff4d6d;
font:14px/1.4 system-ui,sans-serif;color:var(--text);display:grid;gap:10px;padding:8px 0 24px}
.bsdk--light{--bg:#f6f7fb;--card:#fff;--line:#e2e5ee;--text:#161824;--muted:#5d6478;--on:#fff4d6}
.bsdk h2{font-size:16px;margin:8px 0 0}.bsdk h3{font-size:12px;color:var(--muted);margin:6px 0 4px;font-weight:600}
.bsdk-tabs{display:flex;gap:6px;flex-wrap:wrap}.bsdk-scroll{flex-wrap:nowrap;overflow-x:auto;scrollbar-width:none}
.bsdk-chip{display:inline-flex;align-items:center;min-height:36px;padding:0 14px;border-radius:18px;background:var(--card);border:1px solid var(--line);color:var(--text);text-decoration:none;white-space:nowrap;font:inherit;cursor:pointer}
.bsdk-chip.is-on{background:var(--accent);color:#1a1400;border-color:var(--accent);font-weight:700}
.bsdk-event{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:12px;display:grid;gap:8px}
.bsdk-title{color:var(--text);font-weight:700;text-decoration:none;font-size:15px;padding:4px 0}
.bsdk-meta{display:flex;justify-content:space-between;gap:8px;color:var(--muted);font-size:12px}
.bsdk-live{color:var(--live);font-weight:700}
.bsdk-odds{display:grid;grid-template-columns:repeat(auto-fit,minmax(80px,1fr));gap:6px}
.bsdk-odd{display:flex;flex-direction:column;justify-content:center;align-items:center;gap:2px;min-width:0;min-height:52px;padding:4px 6px;border-radius:10px;border:1px solid var(--line);background:var(--bg);color:var(--text);font:inherit;cursor:pointer}
.bsdk-odd span{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:12px;color:var(--muted)}
.bsdk-odd b{color:var(--accent);font-size:15px}.bsdk-odd.is-on span{color:#1a1400}
.bsdk-teams{font-weight:600}.bsdk-odd.is-on{background:var(--accent);border-color:var(--accent);color:#1a1400}.bsdk-odd.is-on b{color:#1a1400}
.bsdk-odd:disabled{opacity:.45;cursor:not-allowed}
.bsdk-main{display:grid;gap:10px;min-width:0;align-content:start}
.bsdk-slip{position:sticky;bottom:var(--bsdk-bottom,0px);background:var(--card);border:1px solid var(--accent);border-radius:16px 16px 0 0;padding:12px;display:grid;gap:8px;box-shadow:0 -8px 24px rgba(0,0,0,.35);max-height:70vh;overflow-y:auto}
.bsdk-slip.is-closed{padding:0}
.bsdk-slip-head{display:flex;justify-content:space-between;align-items:center;gap:8px;width:100%;min-height:48px;padding:0 14px;border:0;background:none;color:var(--text);font:inherit;font-size:16px;font-weight:700;cursor:pointer;text-align:left}
.bsdk-slip:not(.is-closed) .bsdk-slip-head{padding:0;min-height:40px}
.bsdk-slip-arrow{color:var(--accent);font-size:18px}
@media (min-width:1024px){.bsdk{grid-template-columns:minmax(0,1fr) 320px;align-items:start;column-gap:20px}
.bsdk-slip{top:80px;bottom:auto;border-radius:16px;box-shadow:none;max-height:calc(100vh - 100px)}
.bsdk-slip.is-empty{border-color:var(--line)}.bsdk-slip.is-empty .bsdk-empty{padding:8px 0;text-align:left}}
.bsdk-pick{display:grid;grid-template-columns:1fr auto auto;gap:8px;align-items:center}.bsdk-pick small{color:var(--muted)}.bsdk-fair{display:block;color:var(--muted);font-size:11px;overflow-wrap:anywhere}
.bsdk-x{width:32px;height:32px;border-radius:16px;border:0;background:var(--bg);color:var(--text);font-size:18px;cursor:pointer}
.bsdk-row{display:flex;justify-content:space-between;align-items:center;gap:8px}.bsdk-check{justify-content:flex-start}
.bsdk-stake{width:120px;min-height:40px;border-radius:10px;border:1px solid var(--line);background:var(--bg);color:var(--text);padding:0 10px;font:inherit;font-size:16px}
.bsdk-place{min-height:48px;border:0;border-radius:12px;background:var(--accent);color:#1a1400;font:inherit;font-weight:800;cursor:pointer}
.bsdk-place:disabled{opacity:.6}.bsdk-notice{margin:0;color:var(--live)}.bsdk-empty{color:var(--muted);text-align:center;padding:24px 0}
`;
