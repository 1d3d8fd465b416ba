extension PreviewAssets {
    /// The page's stylesheet. Colours from the bundle arrive as `--<name>-l` / `--<name>-d`
    /// variables on the element; the theme switch (`data-theme` on the root) picks one.
    /// No web font: the system's sans-serif stands in for San Francisco.
    static let style = #"""
        :root{--page:#f2f2f7;--ink:#1c1c1e;--muted:#6e6e73;--line:#d1d1d6;--card:#fff;--phone-bg:#fff;--phone-fg:#000;--phone-muted:#3c3c4399;--accent:#007aff;--error:#d70015;--warning:#a05a00;--info:#0060c0;color-scheme:light}
        :root[data-theme=dark]{--page:#1c1c1e;--ink:#f2f2f7;--muted:#aeaeb2;--line:#3a3a3c;--card:#2c2c2e;--phone-bg:#000;--phone-fg:#fff;--phone-muted:#ebebf599;--accent:#0a84ff;--error:#ff453a;--warning:#ffb340;--info:#64d2ff;color-scheme:dark}
        *{box-sizing:border-box}
        body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;background:var(--page);color:var(--ink)}
        .bar{position:sticky;top:0;z-index:5;display:flex;flex-wrap:wrap;gap:12px 20px;align-items:center;padding:10px 20px;background:var(--card);border-bottom:1px solid var(--line)}
        .bar h1{font-size:18px;margin:0}
        .bar a{color:var(--accent)}
        #overflow-count:not(:empty){color:var(--error);font-weight:600}
        main{padding:12px 20px 40px}
        h2{margin:24px 0 4px}
        .summary,.counts{margin:2px 0;color:var(--muted)}
        .map summary{cursor:pointer;margin:8px 0;color:var(--muted)}
        .map-scroll{overflow-x:auto;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px}
        .flow-map{font:12px system-ui,sans-serif}
        .flow-map .node rect{fill:var(--card);stroke:var(--muted)}
        .flow-map .node.state rect{stroke-dasharray:4 3}
        .flow-map .node.ending rect{fill:var(--page);stroke:var(--ink);stroke-width:2}
        .flow-map a.node:hover rect,.flow-map a.node:focus rect{stroke:var(--accent);stroke-width:2}
        .flow-map text{fill:var(--ink)}
        .flow-map .line0{font-weight:600}
        .flow-map .edge path{fill:none;stroke:var(--muted)}
        .flow-map .edge.swipe path{stroke-dasharray:2 3}
        .flow-map .edge-label{fill:var(--muted);font-size:11px;paint-order:stroke;stroke:var(--card);stroke-width:3px;stroke-linejoin:round}
        .flow-map marker path{fill:var(--muted)}
        .frames{display:flex;flex-wrap:wrap;gap:24px;margin-top:16px;align-items:flex-start}
        .frame{margin:0;width:340px;scroll-margin-top:70px}
        .frame:target .phone{outline:3px solid var(--accent);outline-offset:3px}
        figcaption{margin-bottom:6px}
        figcaption .role{color:var(--muted)}
        .phone{position:relative;width:340px;height:680px;border-radius:36px;border:10px solid #111;display:flex;flex-direction:column;overflow:hidden;background:var(--bg-l,var(--phone-bg));color:var(--phone-fg);font-family:-apple-system,system-ui,"Helvetica Neue",Arial,"Noto Sans","Noto Sans Arabic",sans-serif}
        :root[data-theme=dark] .phone{background:var(--bg-d,var(--phone-bg))}
        .phone.dimmed{background:#0006;justify-content:center}
        .top-bar,.bottom-bar{display:flex;flex-wrap:wrap;gap:8px;padding:10px 14px;align-items:center}
        .top-bar{min-height:44px;justify-content:space-between}
        .top-bar .at-top-leading{order:-1}
        .top-bar .at-top-trailing{order:1;margin-inline-start:auto}
        .bottom-bar{justify-content:center}
        .bottom-bar .at-bottom-leading{order:-1;margin-inline-end:auto}
        .bottom-bar .at-bottom-trailing{order:1;margin-inline-start:auto}
        .content{flex:1;overflow:hidden;display:flex;flex-direction:column;gap:10px;padding:8px 22px;text-align:center}
        .phone[data-overflow] .content{box-shadow:inset 0 -4px 0 var(--error)}
        .text.title{font-size:28px;font-weight:700;line-height:1.15}
        .text.subtitle{font-size:20px;font-weight:600}
        .text.body{font-size:17px}
        .text.caption{font-size:13px;color:var(--phone-muted)}
        .colored{color:var(--fg-l)}
        :root[data-theme=dark] .colored{color:var(--fg-d)}
        .visual{font-size:64px;line-height:1;display:flex;flex-direction:column;align-items:center;gap:4px}
        .visual code{font-size:11px;color:var(--phone-muted)}
        .visual.illustration .glyph{font-size:96px}
        .spinner{width:36px;height:36px;margin:0 auto;border:4px solid var(--phone-muted);border-top-color:transparent;border-radius:50%}
        .input{text-align:start;display:flex;flex-direction:column;gap:6px}
        .input-checkbox{flex-direction:row;align-items:center}
        .input-checkbox .consent{font-size:11px;color:var(--phone-muted);border:1px solid var(--phone-muted);border-radius:6px;padding:0 4px;white-space:nowrap}
        .option,.plan,.field{border:1px solid var(--phone-muted);border-radius:10px;padding:10px 12px;white-space:nowrap;overflow:hidden}
        .option.selected,.plan.selected{border:2px solid var(--accent)}
        .placeholder{color:var(--phone-muted)}
        .validation{color:#ff3b30;font-size:13px}
        .code-cells{display:flex;gap:6px;justify-content:center}
        .code-cells .cell{width:22px;height:28px;border-bottom:2px solid var(--phone-muted)}
        .cooldown,.request-badge{font-size:12px;color:var(--phone-muted)}
        .features{list-style:none;margin:0;padding:0;text-align:start;display:flex;flex-direction:column;gap:6px}
        .btn{font:inherit;font-size:17px;border:0;background:transparent;color:var(--accent);padding:10px 14px;border-radius:12px;white-space:nowrap;overflow:hidden;max-width:100%;cursor:default}
        .btn.full{width:100%}
        .btn-primary{background:var(--accent);color:#fff;font-weight:600}
        .btn.filled{background:var(--bg-l)}
        :root[data-theme=dark] .btn.filled{background:var(--bg-d)}
        .btn.colored{color:var(--fg-l)}
        :root[data-theme=dark] .btn.colored{color:var(--fg-d)}
        .top-bar .btn{font-size:15px;padding:4px 6px}
        .dialog{margin:0 26px;background:var(--card);color:var(--ink);border-radius:14px;padding:18px 16px 8px;text-align:center;display:flex;flex-direction:column;gap:8px}
        .dialog .text.title{font-size:17px;font-weight:600}
        .dialog .text.body{font-size:13px}
        .dialog-buttons{display:flex;border-top:1px solid var(--line);margin:0 -16px -8px}
        .dialog-buttons .btn{flex:1;background:none;color:var(--accent);font-weight:400;padding:10px 4px;border-radius:0}
        .dialog-buttons.stacked{flex-direction:column-reverse}
        .dialog-buttons.stacked .btn{flex:none;width:100%}
        .dialog-buttons:not(.stacked) .btn+.btn{border-inline-start:1px solid var(--line)}
        .dialog-buttons.stacked .btn+.btn{border-bottom:1px solid var(--line)}
        .dialog-buttons .btn-confirm{font-weight:600}
        .dialog-buttons .destructive{color:#ff3b30}
        .progress{margin:4px 22px;display:flex;gap:4px;justify-content:center}
        .progress.continuous{height:var(--height,4px);background:var(--track-l,#7878805c);border-radius:4px;justify-content:flex-start}
        .progress.continuous .fill{background:var(--fill-l,var(--accent));border-radius:4px}
        :root[data-theme=dark] .progress.continuous{background:var(--track-d,#7878805c)}
        :root[data-theme=dark] .progress.continuous .fill{background:var(--fill-d,var(--accent))}
        .progress.segments span{flex:1;height:var(--height,4px);border-radius:2px}
        .progress.dots span{width:8px;height:8px;border-radius:50%}
        .progress .on{background:var(--fill-l,var(--accent))}
        .progress .off{background:var(--track-l,#7878805c)}
        :root[data-theme=dark] .progress .on{background:var(--fill-d,var(--accent))}
        :root[data-theme=dark] .progress .off{background:var(--track-d,#7878805c)}
        .t.plural{text-decoration:underline dotted;cursor:pointer}
        .t.plural::after{content:" ⇄ " attr(data-category);font-size:10px;color:var(--accent);text-decoration:none}
        .overflowing{outline:2px dashed var(--error);outline-offset:1px}
        .overflowing::before{content:"overflows";position:absolute;transform:translateY(-100%);font:600 10px system-ui;color:var(--error);background:var(--card);padding:0 3px}
        .el,.btn{position:relative}
        [data-finding]{outline:2px solid var(--warning);outline-offset:2px}
        [data-finding=error]{outline-color:var(--error)}
        [data-finding=info]{outline-color:var(--info)}
        :root[data-pins=off] .phone [data-finding]{outline:none}
        :root[data-pins=off] .phone .pin{display:none}
        .pin{display:inline-block;min-width:16px;padding:0 4px;border-radius:8px;font:700 10px/16px system-ui;color:#fff;background:var(--warning);margin-inline-start:3px;vertical-align:super}
        .pin.error{background:var(--error)}
        .pin.info{background:var(--info)}
        .notes{display:grid;grid-template-columns:auto 1fr;gap:2px 8px;margin:8px 0 0;color:var(--muted);font-size:12px}
        .notes dt{font-weight:600}
        .notes dd{margin:0}
        .findings{margin:8px 0 0;padding-inline-start:0;list-style:none;font-size:12px;display:flex;flex-direction:column;gap:4px}
        .finding{background:var(--card);border-inline-start:4px solid var(--warning);padding:4px 8px;border-radius:4px}
        .finding.error{border-color:var(--error)}
        .finding.info{border-color:var(--info)}
        .finding .help,.finding .where{color:var(--muted)}
        .failure .diagnostics{background:var(--card);border:1px solid var(--error);border-radius:8px;padding:12px;overflow-x:auto;white-space:pre-wrap}
        .last-good{margin-top:20px;opacity:.75}
        .scenario{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;padding-inline-start:16px;border-inline-start:1px solid var(--line)}
        .scenario input[type=text]{width:7em}
        .notes input[type=text]{width:100%}
        .decision b{color:var(--accent)}
        .audience{margin:2px 0;color:var(--muted)}
        .audience .decision.is-shown{color:var(--ink);font-weight:600}
        figure.frame[data-screen] .btn,[data-input] .option,.input-checkbox[data-input]{cursor:pointer}
        .option.answered,.input-checkbox.answered{border:2px solid var(--accent);background:color-mix(in srgb,var(--accent) 14%,transparent)}
        .tap-result{display:block;margin-top:6px;font-size:12px;color:var(--accent)}
        .tap-result:empty{display:none}
        .apps{list-style:none;padding:0;display:flex;flex-direction:column;gap:8px}
        .apps a{color:var(--accent);font-size:16px}
        """#
}
