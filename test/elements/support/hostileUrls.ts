/** URLs that must never reach an href, a src or a navigation: script and other schemes in every case and spacing. */
export const HOSTILE_URLS: readonly string[] = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  ' javascript:alert(1)',
  'javascript:alert(1) ',
  '\tjavascript:alert(1)',
  '\n javascript:alert(1)\n',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'javas\u0000cript:alert(1)',
  '\u00a0javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:https://evil.example/0f6c1e52',
  'file:///etc/passwd',
];

/** A few hostile URLs for element sinks, where every one costs a render: one per trick. */
export const HOSTILE_URL_SAMPLE: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)  ',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'VBSCRIPT:msgbox(1)',
  'blob:https://evil.example/0f6c1e52',
];
