/**
 * Serialized answers of queries whose answer to an anonymous caller is a function of the input and
 * the database alone (`meta({ anonymousCache: true })`), kept for one database version only: any
 * write empties it, so an answer is never stale. Bounded by the total length of the answers.
 */
export class AnswerCache {
  #version: string | null = null;
  #entries = new Map<string, string>();
  #chars = 0;

  constructor(private readonly maxChars: number) {}

  get(version: string, key: string): string | undefined {
    if (version !== this.#version) {
      this.#version = version;
      this.#entries.clear();
      this.#chars = 0;
      return undefined;
    }
    return this.#entries.get(key);
  }

  /** Keeps `json` if it was computed at the current version. */
  set(version: string, key: string, json: string) {
    if (version !== this.#version || json.length > this.maxChars) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#chars -= previous.length;
    this.#entries.set(key, json);
    this.#chars += json.length;
    // Oldest first: a Map iterates in insertion order.
    for (const [oldKey, oldJson] of this.#entries) {
      if (this.#chars <= this.maxChars) break;
      this.#entries.delete(oldKey);
      this.#chars -= oldJson.length;
    }
  }
}
