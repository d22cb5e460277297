package io.github.nlgmetrics.cli.compare;

/**
 * The style sheet and the script of the HTML report, inline in the page. The layout reads from 360 px to
 * 2560 px: the text wraps, a wide table scrolls inside its own box with the system column kept in view, a
 * chart scales to the width, a long system name is cut with an ellipsis (the whole name its tooltip); on
 * paper ({@code @media print}) the boxes unfold, the pairs' lists open, and nothing is cut between rows. The
 * script sorts a table on a click of a header and opens the collapsed lists before printing.
 */
final class PageStyle {
    static final String CSS = """
            *,*::before,*::after{box-sizing:border-box}
            body{font-family:system-ui,sans-serif;margin:0;color:#222;background:#fff;line-height:1.45}
            main{max-width:1600px;margin:0 auto;padding:1em clamp(.6em,3vw,2em) 3em}
            h1{font-size:1.6em;margin:.3em 0}h2{margin-top:1.8em}
            h1,h2,h3,p,li,figcaption,summary{overflow-wrap:anywhere}
            nav ul{display:flex;flex-wrap:wrap;gap:.2em 1.2em;padding:0;margin:.5em 0;list-style:none}
            code,pre{font-size:.9em;background:#f4f4f4;padding:2px 4px;white-space:pre-wrap;overflow-wrap:anywhere}
            pre{padding:.6em;margin:.4em 0}
            .scroll{overflow-x:auto;width:fit-content;max-width:100%;margin:.4em 0 1.2em;border:1px solid #e3e3e3}
            table{border-collapse:separate;border-spacing:0;font-size:.92em}
            caption{text-align:left;font-weight:600;padding:.4em 7px}
            th,td{padding:3px 7px;border-bottom:1px solid #e6e6e6;vertical-align:top;background:#fff}
            thead th{background:#f3f5f8;border-bottom:2px solid #b8c0cc;text-align:left;vertical-align:bottom}
            th.sys{position:sticky;left:0;z-index:1;text-align:left;border-right:1px solid #d5d9df}
            thead th.sys{z-index:2;background:#f3f5f8}
            .name{display:inline-block;max-width:14em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:bottom}
            .tag{display:block;font-size:.75em;font-weight:normal;color:#7a5b00}
            td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
            td small{display:block;color:#555}
            td.text{min-width:16em;max-width:60em;overflow-wrap:anywhere}
            tr.base th,tr.base td{background:#fff6d5}
            th button{font:inherit;color:inherit;background:none;border:0;padding:0;margin:0;text-align:inherit;cursor:pointer}
            th[aria-sort=ascending] button::after{content:" ▲"}th[aria-sort=descending] button::after{content:" ▼"}
            mark{background:#cdeccd}
            .legend{font-size:.9em;max-width:62em}
            .legend dt{font-weight:600;margin-top:.3em}.legend dd{margin-left:1.2em}
            .note,#warnings{border-left:4px solid #e0a800;background:#fff8e1;padding:.4em .8em}
            figure{margin:1em 0}
            .charts{display:flex;flex-wrap:wrap;gap:0 2em;align-items:flex-start}
            .charts>svg{flex:1 1 420px;min-width:0}
            svg.chart{display:block;width:100%;height:auto;margin:.5em 0}
            svg text{font-size:12px;fill:#222}svg text.title{font-size:12px;font-weight:600}
            svg .ci{stroke:#555;stroke-width:3}svg .dot{fill:#1f5fa8}svg .dot.base{fill:#c0392b}
            svg .sep{stroke:#999;stroke-dasharray:4 3}svg .axis{stroke:#333}svg .range{fill:#7fa7d6}
            svg .s0{fill:#1f5fa8}svg .s1{fill:#e08e0b}
            details summary{cursor:pointer;margin:.3em 0}
            @media (max-width:600px){.name{max-width:8.5em}table{font-size:.85em}svg text,svg text.title{font-size:13.5px}}
            @media print{
            body{font-size:10pt;color:#000}main{max-width:none;padding:0}nav{display:none}
            .scroll{overflow:visible;border:0}table{font-size:7.5pt}th,td{padding:1px 3px}
            .name{max-width:none;white-space:normal}th.sys{position:static}td.n{white-space:normal}
            th[aria-sort] button::after{content:none}
            figure,svg.chart,tr,pre,.legend{break-inside:avoid}thead{display:table-header-group}h2,h3{break-after:avoid}
            svg.chart{max-width:16cm !important}
            }
            """;

    static final String SCRIPT = """
            document.querySelectorAll('table.sortable th button').forEach(function (b) {
              b.addEventListener('click', function () {
                var th = b.parentNode, table = th.closest('table'), body = table.tBodies[0];
                var col = Array.prototype.indexOf.call(th.parentNode.children, th);
                var asc = th.getAttribute('aria-sort') !== 'ascending';
                table.querySelectorAll('thead th').forEach(function (h) { h.removeAttribute('aria-sort'); });
                th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
                function key(r) { var c = r.cells[col], v = c.getAttribute('data-v');
                  if (v === null) { return c.getAttribute('data-s') || c.textContent; }
                  return v === '' ? NaN : parseFloat(v); }
                var rows = Array.prototype.slice.call(body.rows);
                rows.sort(function (x, y) { var a = key(x), c = key(y), d;
                  if (typeof a === 'number' && typeof c === 'number') {
                    if (isNaN(a) || isNaN(c)) { return isNaN(a) - isNaN(c); }
                    d = a - c;
                  } else { d = String(a).localeCompare(String(c)); }
                  return asc ? d : -d; });
                rows.forEach(function (r) { body.appendChild(r); });
              });
            });
            window.addEventListener('beforeprint', function () {
              document.querySelectorAll('details').forEach(function (d) { d.open = true; });
            });
            """;

    private PageStyle() {
    }
}
