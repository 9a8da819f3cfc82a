import { ErrorCode } from '@ketoflow/contracts';
import { AppError } from '../../lib/errors.js';
import type { SafeFetchError } from '../../lib/safe-fetch.js';

/** A recipe import that could not go ahead, with a message the user can act on. */
export class RecipeImportError extends AppError {}

export function noRecipeError(): RecipeImportError {
  return new RecipeImportError(
    ErrorCode.IMPORT_NO_RECIPE,
    422,
    'We couldn’t find a recipe on that page. Try the page of one recipe, or paste the recipe as text.',
  );
}

/** A failed page fetch → the error the user sees (what went wrong, never our network's details). */
export function pageFetchError(error: SafeFetchError, maxBytes: number): RecipeImportError {
  switch (error.failure) {
    case 'scheme':
      return new RecipeImportError(
        ErrorCode.IMPORT_ADDRESS_REFUSED,
        400,
        'That address can’t be imported. Paste the address of a web page, starting with https://.',
      );
    case 'address':
      return new RecipeImportError(
        ErrorCode.IMPORT_ADDRESS_REFUSED,
        400,
        'That address can’t be imported: it does not lead to a public web page.',
      );
    case 'too_large':
      return new RecipeImportError(
        ErrorCode.IMPORT_PAGE_TOO_LARGE,
        413,
        `The page is too large to import (over ${Math.round(maxBytes / 1_000_000)} MB). Paste the recipe as text instead.`,
      );
    case 'timeout':
      return new RecipeImportError(
        ErrorCode.IMPORT_TIMEOUT,
        504,
        'The page took too long to answer. Try again in a moment, or paste the recipe as text.',
      );
    case 'redirects':
      return new RecipeImportError(
        ErrorCode.IMPORT_FETCH_FAILED,
        502,
        'That page sends us on through too many redirects. Try the address the page ends up at.',
      );
    case 'status':
      return new RecipeImportError(
        ErrorCode.IMPORT_FETCH_FAILED,
        502,
        'The site did not give us the page. Check the address, or paste the recipe as text.',
      );
    case 'network':
      return new RecipeImportError(
        ErrorCode.IMPORT_FETCH_FAILED,
        502,
        'We couldn’t reach that page. Check the address and try again.',
      );
  }
}
