/**
 * `Content-Disposition: attachment` for a French file name: an ASCII fallback (accents dropped,
 * other characters replaced) for old clients, and the exact name as `filename*` (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'") // ‘ ’
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
