/** Superset's message for a database file without its password. */
export const MISSING_PASSWORD_MESSAGE = 'Must provide a password for the database';
/** Shown after any other import failure. */
export const REEXPORT_MESSAGE = 'Please re-export your file and try importing again.';

/** What an import's error answer asks for. */
export interface ImportProblems {
  /** Database files that need a password. */
  passwordFiles: string[];
  /** Whether some objects already exist (overwrite=true not passed). */
  alreadyExists: boolean;
  /** Any other errors, as text lines; empty when the import may simply be resent. */
  others: string[];
}

function isAlreadyExists(message: string): boolean {
  return /already exists/i.test(message) && /overwrite=true/.test(message);
}

/** Reads an RTK Query error of an import into what the modal should ask for. */
export function importProblems(error: unknown): ImportProblems {
  const problems: ImportProblems = { passwordFiles: [], alreadyExists: false, others: [] };
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined;
  const classify = (file: string | null, text: string) => {
    if (text.includes(MISSING_PASSWORD_MESSAGE) && file) problems.passwordFiles.push(file);
    else if (isAlreadyExists(text)) problems.alreadyExists = true;
    else problems.others.push(file ? `${file}: ${text}` : text);
  };
  if (typeof message === 'string') classify(null, message);
  else if (typeof message === 'object' && message !== null) {
    for (const [file, reasons] of Object.entries(message as Record<string, unknown>)) {
      const list = Array.isArray(reasons) ? reasons : [reasons];
      for (const reason of list) classify(file, typeof reason === 'string' ? reason : JSON.stringify(reason));
    }
  } else {
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? String(error.status) : '';
    problems.others.push(status ? `Request failed (${status})` : 'Unknown error');
  }
  return problems;
}
