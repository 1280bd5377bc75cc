/** Runs `work` once `doc` is parsed (now when it already is); returns a function that cancels a wait still pending. */
export function whenDocumentParsed(doc: Document, work: () => void): () => void {
  if (doc.readyState !== 'loading') {
    work();
    return () => undefined;
  }
  doc.addEventListener('DOMContentLoaded', work, { once: true });
  return () => doc.removeEventListener('DOMContentLoaded', work);
}
