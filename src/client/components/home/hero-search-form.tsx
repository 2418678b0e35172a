import { SearchCombobox } from '../search/search-combobox.js';
import { Button } from '../ui/button.js';

export const HERO_PLACEHOLDER = "Try 'dog grooming austin' or 'veterinarian near me'";

/** The home page's search: a box with suggestions; the search page decides where the text belongs. */
export function HeroSearchForm() {
  return (
    <SearchCombobox
      label="Search for a pet service, business or city"
      placeholder={HERO_PLACEHOLDER}
      className="mx-auto flex w-full max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-black/5 sm:flex-row"
    >
      <Button type="submit" size="lg" className="h-12">
        Search
      </Button>
    </SearchCombobox>
  );
}
