extension ReviewPage {
  /// The page's CSS: logical properties only, so right-to-left cells mirror by themselves.
  static let style = """
    :root { --danger: #d70015; --standard: #0a60d0; --scrim: rgba(0,0,0,.38); font-family: system-ui, sans-serif; }
    body { margin: 0; background: #f4f4f6; color: #1c1c1e; }
    header { padding: 12px 16px; background: #fff; border-block-end: 1px solid #ddd; position: sticky; inset-inline-start: 0; }
    h1 { font-size: 18px; margin: 0 0 4px; }
    .summary .error, .finding.error .severity { color: var(--danger); font-weight: 600; }
    .summary .warning, .finding.warning .severity { color: #a05a00; font-weight: 600; }
    .finding.note .severity { color: #555; }
    #filters { display: flex; gap: 12px; flex-wrap: wrap; margin-block-start: 6px; font-size: 13px; }
    .grid { border-collapse: collapse; }
    .grid > thead th { position: sticky; top: 0; background: #e9e9ee; font-size: 13px; padding: 4px; z-index: 1; }
    .grid > tbody > tr > th.locale { vertical-align: top; text-align: start; padding: 8px; background: #fff; min-inline-size: 60px; max-inline-size: 220px; font-weight: normal; }
    .tag { font-weight: 700; font-size: 15px; display: block; }
    .badge { font-size: 11px; background: #333; color: #fff; border-radius: 3px; padding: 0 4px; }
    td.cell { vertical-align: top; padding: 8px; border: 1px solid #ddd; inline-size: 290px; min-inline-size: 290px; }
    .arguments, figcaption { font-size: 11px; color: #666; margin: 0 0 2px; }
    .forms { content-visibility: auto; contain-intrinsic-size: auto 280px auto 560px; }
    figure.form { margin: 0 0 10px; }
    .screen { position: relative; inline-size: 280px; background: #cfd6e0; border-radius: 12px; overflow: hidden; }
    .compact .screen { padding-block-start: 56px; }
    .scrim { position: absolute; inset: 0; background: var(--scrim); }
    .sheet { position: relative; padding: 8px; display: flex; flex-direction: column; gap: 8px; }
    .regular .screen { padding: 8px; background: #e4e8ee; }
    .trigger { display: block; inline-size: 32px; text-align: center; background: #fff; border-radius: 6px; font-weight: 700; }
    .popover { margin-block-start: 10px; inline-size: 230px; background: #fff; border-radius: 12px; box-shadow: 0 4px 16px rgba(0,0,0,.25); padding: 6px; }
    .popover::before { content: ""; position: absolute; top: -8px; inset-inline-start: 10px; border: 8px solid transparent; border-top: 0; border-bottom-color: #fff; }
    .group { background: rgba(255,255,255,.96); border-radius: 12px; overflow: hidden; }
    .popover .group { background: #f7f7f9; }
    .heading { padding: 10px 12px; border-block-end: 1px solid #ddd; }
    .title { margin: 0; font-size: 13px; font-weight: 600; color: #555; }
    .message { margin: 4px 0 0; font-size: 12px; color: #666; }
    .button { padding: 10px 12px; border-block-end: 1px solid #ddd; text-align: start; font-size: 16px; color: var(--standard); }
    .button:last-child { border-block-end: 0; }
    .token-danger { color: var(--danger); }
    .group.cancel .button { font-weight: 600; }
    .button.focus { outline: 2px solid #7aa7ff; outline-offset: -2px; }
    .hint { display: block; font-size: 11px; color: #777; }
    .too-long { background: #ffe9a8; }
    .fallback { text-decoration: underline dotted #a05a00; }
    .marker { display: inline-block; font-size: 11px; color: #a05a00; background: #fff4dc; border-radius: 3px; padding: 0 4px; margin-inline-start: 4px; }
    ul.findings { list-style: none; margin: 2px 0; padding: 0; font-size: 11px; text-align: left; }
    li.finding { background: #fff; border-inline-start: 3px solid #999; padding: 2px 4px; margin: 2px 0; color: #1c1c1e; font-weight: normal; }
    li.finding.error { border-color: var(--danger); }
    li.finding.warning { border-color: #e0a000; }
    .finding .rule { font-size: 10px; }
    .finding .note-line { display: block; color: #444; }
    .finding .fix { display: block; color: #1c1c1e; font-style: italic; }
    .finding .where { display: block; color: #0a60d0; }
    table.samples { font-size: 11px; border-collapse: collapse; inline-size: 280px; }
    table.samples caption { text-align: start; color: #666; }
    table.samples th { text-align: start; font-weight: 600; color: #555; white-space: nowrap; padding-inline-end: 6px; vertical-align: top; }
    .failure { color: var(--danger); font-size: 12px; }
    [hidden] { display: none !important; }
    """

  /// The filters: a few lines of plain JavaScript; without it the form stays hidden and every
  /// cell is shown.
  static let script = """
    (function () {
      var form = document.getElementById('filters');
      form.hidden = false;
      var locale = document.getElementById('filter-locale');
      var sheet = document.getElementById('filter-sheet');
      var rule = document.getElementById('filter-rule');
      var severity = document.getElementById('filter-severity');
      function has(list, value) { return !value || (' ' + list + ' ').indexOf(' ' + value + ' ') >= 0; }
      function apply() {
        var tags = locale.value.split(/[ ,]+/).filter(Boolean);
        document.querySelectorAll('[data-sheet]').forEach(function (element) {
          element.hidden = !!sheet.value && element.getAttribute('data-sheet') !== sheet.value;
        });
        document.querySelectorAll('tbody > tr[data-locale]').forEach(function (row) {
          var shown = tags.length === 0 || tags.indexOf(row.getAttribute('data-locale')) >= 0;
          var any = false;
          row.querySelectorAll('td.cell').forEach(function (cell) {
            var match = has(cell.getAttribute('data-rules'), rule.value) && has(cell.getAttribute('data-severities'), severity.value);
            if (!(sheet.value && cell.getAttribute('data-sheet') !== sheet.value)) { cell.hidden = !match; }
            if (match && !cell.hidden) { any = true; }
          });
          row.hidden = !shown || !any;
        });
      }
      [locale, sheet, rule, severity].forEach(function (control) { control.addEventListener('input', apply); });
    })();
    """
}
