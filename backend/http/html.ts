/** HTML the backend writes itself (the sandbox providers' and billers' pages, the content-admin landing). */

/** Text made safe inside HTML text and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
