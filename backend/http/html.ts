/** HTML the backend writes itself (the sandbox providers' and billers' pages, the content-admin landing). */

/** Text made safe inside HTML text and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A sandbox page of the backend's own (a biller's hosted page, the age-verification provider, the partner VR app): the
 * document around its header and main content, kept out of search results. `title` and `header` are HTML: the caller
 * escapes what it puts in them.
 */
export const sandboxPage = (page: { title: string; style: string; header: string; main: string }): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${page.title}</title>
<style>
${page.style}
</style>
</head>
<body>
<header>${page.header}</header>
<main>
${page.main}
</main>
</body>
</html>`;
