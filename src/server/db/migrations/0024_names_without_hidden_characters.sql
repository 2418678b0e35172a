-- Custom SQL migration file, put your code below! --
-- Names shown to other people hold no invisible or formatting characters (src/shared/text.ts). Typed names are
-- refused them; names from the sign-in provider were stored as sent until the provider's names were cleaned, so a
-- right-to-left override could reach a review's signature. This cleans what is stored, the way the sign-in now does
-- (withoutHiddenCharacters): spaces, line breaks and controls become one space, the hidden characters (every Unicode
-- format character, Cf; the line and paragraph separators; the combining grapheme joiner; the Hangul fillers) go,
-- and the ends are trimmed. The character classes are that module's, written out; tests/api/names-migration.test.ts
-- holds them to it.
CREATE OR REPLACE FUNCTION without_hidden_characters(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(value,
    '[\u0001-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u2029\u202F\u205F\u3000]+', ' ', 'g'),
    '[\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]', '', 'g'),
    ' {2,}', ' ', 'g'), ' ')
$$;
--> statement-breakpoint
UPDATE "users" SET
  "first_name" = nullif(without_hidden_characters("first_name"), ''),
  "last_name" = nullif(without_hidden_characters("last_name"), '')
WHERE "first_name" IS DISTINCT FROM nullif(without_hidden_characters("first_name"), '')
   OR "last_name" IS DISTINCT FROM nullif(without_hidden_characters("last_name"), '');
--> statement-breakpoint
-- A review's signature ('Maria G.') was written from those names.
UPDATE "reviews" SET "user_name" = coalesce(nullif(without_hidden_characters("user_name"), ''), 'Customer')
WHERE "user_name" <> coalesce(nullif(without_hidden_characters("user_name"), ''), 'Customer');
