import { z } from 'zod';

/** Marshmallow's wording (what Superset's clients show) for the commonest invalid inputs. */
export function configureZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type') {
        if (issue.input === undefined) return 'Missing data for required field.';
        if (issue.input === null) return 'Field may not be null.';
        return `Not a valid ${issue.expected}.`;
      }
      return undefined;
    },
  });
}
