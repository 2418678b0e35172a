-- Custom SQL migration file, put your code below! --
-- The weekly schedule (src/shared/hours/week.ts) as minute ranges of the week, Monday 00:00 = 0, for the 'open now'
-- filter: one containment test per candidate row (`open_minutes @> <local week minute>`). Stored by a generated
-- column (next migration), so it can never disagree with the schedule it is read from.
CREATE OR REPLACE FUNCTION weekly_open_minutes(schedule jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(range_agg(int4range(
           d.idx * 1440 + split_part(i ->> 'start', ':', 1)::int * 60 + split_part(i ->> 'start', ':', 2)::int,
           d.idx * 1440 + split_part(i ->> 'end', ':', 1)::int * 60 + split_part(i ->> 'end', ':', 2)::int)),
         '{}'::int4multirange)
  FROM (VALUES ('mon', 0), ('tue', 1), ('wed', 2), ('thu', 3), ('fri', 4), ('sat', 5), ('sun', 6)) AS d(key, idx)
  CROSS JOIN LATERAL jsonb_array_elements(coalesce(schedule -> d.key, '[]'::jsonb)) AS i
$$;
--> statement-breakpoint
-- 'h', 'h:mm' with an optional am/pm -> minutes after midnight; null when it is no clock time.
CREATE OR REPLACE FUNCTION hours_text_clock(hour_text text, minute_text text, meridiem text) RETURNS int
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  h int := hour_text::int;
  m int := coalesce(nullif(minute_text, ''), '0')::int;
BEGIN
  IF m > 59 OR h > 24 THEN RETURN NULL; END IF;
  IF meridiem IS NOT NULL AND meridiem <> '' THEN
    IF h < 1 OR h > 12 THEN RETURN NULL; END IF;
    IF meridiem LIKE 'p%' AND h < 12 THEN h := h + 12; END IF;
    IF meridiem LIKE 'a%' AND h = 12 THEN h := 0; END IF;
  END IF;
  RETURN h * 60 + m;
END
$$;
--> statement-breakpoint
-- The free-text hours of a listing as a weekly schedule, or null when any line of it cannot be read for sure (the
-- text stays in businesses.hours for a release, so nothing is lost; its owner sets the hours in the new editor).
-- Reads lines (newline or ';') of '<day>[-<day>][:] <h[:mm] [am|pm]> - <h[:mm] [am|pm]>', '<days>: Closed',
-- '<days>: By appointment', 'Daily' / 'Every day', and 'Open 24 hours[, 7 days a week]'. An end at or before its
-- start (hours past midnight) ends the day at 24:00 and continues on the next day until the end.
CREATE OR REPLACE FUNCTION hours_text_to_schedule(source text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  days text[] := ARRAY['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  result jsonb := '{"mon":[],"tue":[],"wed":[],"thu":[],"fri":[],"sat":[],"sun":[],"byAppointment":false}';
  line text;
  parts text[];
  times text[];
  first_day int;
  last_day int;
  day int;
  span int;
  open_at int;
  close_at int;
  what text;
BEGIN
  IF source IS NULL OR btrim(source) = '' THEN RETURN NULL; END IF;
  IF lower(source) ~ '^\s*open\s+24\s+hours(,?\s*7 days a week)?\.?\s*$' THEN
    FOR day IN 1..7 LOOP
      result := jsonb_set(result, ARRAY[days[day]], '[{"start":"00:00","end":"24:00"}]');
    END LOOP;
    RETURN result;
  END IF;
  FOREACH line IN ARRAY regexp_split_to_array(lower(source), '\s*[\n;]\s*') LOOP
    CONTINUE WHEN btrim(line) = '';
    parts := regexp_match(btrim(line),
      '^(daily|every ?day|mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?(?:\s*(?:-|–|to|through)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?)?\s*:?\s*(.+)$');
    IF parts IS NULL THEN RETURN NULL; END IF;
    IF parts[1] LIKE 'daily' OR parts[1] LIKE 'every%' THEN
      first_day := 1; last_day := 7;
    ELSE
      first_day := array_position(days, parts[1]);
      last_day := coalesce(array_position(days, parts[2]), first_day);
    END IF;
    what := btrim(parts[3]);
    span := (last_day - first_day + 7) % 7;
    IF what ~ '^closed\.?$' THEN CONTINUE; END IF;
    IF what ~ '^by appointment( only)?\.?$' THEN
      result := jsonb_set(result, '{byAppointment}', 'true');
      CONTINUE;
    END IF;
    IF what ~ '^(open )?24 hours$' THEN
      open_at := 0; close_at := 1440;
    ELSE
      times := regexp_match(what, '^(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\s*(?:-|–|to)\s*(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$');
      IF times IS NULL THEN RETURN NULL; END IF;
      open_at := hours_text_clock(times[1], times[2], replace(coalesce(times[3], times[6]), '.', ''));
      close_at := hours_text_clock(times[4], times[5], replace(times[6], '.', ''));
      -- '9-5pm': a bare opening hour takes the closing one's meridiem only when that keeps it earlier.
      IF times[3] IS NULL AND open_at >= close_at THEN open_at := hours_text_clock(times[1], times[2], 'am'); END IF;
      IF open_at IS NULL OR close_at IS NULL OR open_at >= 1440 THEN RETURN NULL; END IF;
      IF close_at = 0 THEN close_at := 1440; END IF;
    END IF;
    FOR day IN 0..span LOOP
      DECLARE
        key text := days[((first_day - 1 + day) % 7) + 1];
        next_key text := days[((first_day + day) % 7) + 1];
      BEGIN
        IF close_at > open_at THEN
          result := jsonb_set(result, ARRAY[key], (result -> key) || jsonb_build_array(jsonb_build_object(
            'start', to_char(make_time(open_at / 60, open_at % 60, 0), 'HH24:MI'),
            'end', CASE WHEN close_at = 1440 THEN '24:00' ELSE to_char(make_time(close_at / 60, close_at % 60, 0), 'HH24:MI') END)));
        ELSE
          result := jsonb_set(result, ARRAY[key], (result -> key) || jsonb_build_array(jsonb_build_object(
            'start', to_char(make_time(open_at / 60, open_at % 60, 0), 'HH24:MI'), 'end', '24:00')));
          result := jsonb_set(result, ARRAY[next_key], jsonb_build_array(jsonb_build_object(
            'start', '00:00', 'end', to_char(make_time(close_at / 60, close_at % 60, 0), 'HH24:MI'))) || (result -> next_key));
        END IF;
      END;
    END LOOP;
  END LOOP;
  RETURN result;
END
$$;
