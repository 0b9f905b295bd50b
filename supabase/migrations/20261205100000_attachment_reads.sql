-- A CAD file's machining read, kept with its attachment entry beside its measurements
-- (docs/decisions/0041-machining-read.md, src/shared/cad/machining-read.ts). The form reads the
-- model it previews and stores either
--   {outcome: "open" | "too-detailed", triangles}: not read, and why; or
--   {outcome: "read", triangles, sampleSpacingMm, needsMultiAxis, unreachedShare, thinWalls,
--    thinWallMinMm, deepPockets, deepestPocketMm, narrowestPocketMm, bodies, removedShare}.
-- The matching and the supplier brief take it as fact, so the database accepts exactly those
-- shapes: every key present and no other, counts whole numbers (bodies at least 1), shares between
-- 0 and 1, lengths up to 100 m, and a thinnest wall or a deepest and narrowest pocket stated
-- exactly when there is one. Each comparison follows a type test in the same conjunction, so a
-- value of the wrong type fails the test instead of leaving it unknown (and passing).
-- Entries without a read (older rows, files that are not models, submits before the read ended)
-- are unchanged.

-- The privacy notice now says a supplier's brief carries the read with the measurements: a new
-- version, which every lead records as the one its visitor was shown.
insert into private.notice_versions (version, published_on) values ('2026-12-05', '2026-12-05');

do $$
declare
  t text;
  count_of constant text := '(%1$s.type() == "number" && %1$s >= 0 && %1$s <= 1000000000 && %1$s.floor() == %1$s)';
  length_of constant text := '(%1$s.type() == "number" && %1$s >= 0 && %1$s <= 100000)';
  share_of constant text := '(%1$s.type() == "number" && %1$s >= 0 && %1$s <= 1)';
  -- A length stated exactly when its count is above zero.
  length_with constant text := '((%1$s == 0 && %2$s.type() == "null") || (%1$s > 0 && %3$s))';
  valid text;
begin
  valid := format($path$
    @.type() == "object" && @.outcome.type() == "string" && (
      ((@.outcome == "open" || @.outcome == "too-detailed") && %1$s)
      || (@.outcome == "read"
          && %1$s
          && %2$s
          && @.needsMultiAxis.type() == "boolean"
          && %3$s
          && %4$s && %5$s
          && %6$s && %7$s && %8$s
          && %9$s && @.bodies >= 1
          && %10$s))$path$,
    format(count_of, '@.triangles'),
    format(length_of, '@.sampleSpacingMm'),
    format(share_of, '@.unreachedShare'),
    format(count_of, '@.thinWalls'),
    format(length_with, '@.thinWalls', '@.thinWallMinMm', format(length_of, '@.thinWallMinMm')),
    format(count_of, '@.deepPockets'),
    format(length_with, '@.deepPockets', '@.deepestPocketMm', format(length_of, '@.deepestPocketMm')),
    format(length_with, '@.deepPockets', '@.narrowestPocketMm', format(length_of, '@.narrowestPocketMm')),
    format(count_of, '@.bodies'),
    format(share_of, '@.removedShare'));
  foreach t in array array['oem_leads', 'consultation_requests'] loop
    execute format($sql$
      alter table public.%1$I
        add constraint %1$s_attachment_read_check
    check (jsonb_typeof(attachments) <> 'array' or (
      not jsonb_path_exists(attachments, %2$L)
      and not jsonb_path_exists(attachments, %3$L)
      and not jsonb_path_exists(attachments, %4$L)))
    $sql$, t,
      -- Not an object. Strict, because lax mode would judge an array's items one by one below.
      'strict $[*] ? (@.type() == "object" && exists(@.read)) ? (@.read.type() != "object")',
      -- Not one of the shapes. Lax, where a missing key is no item (its test is false) rather than
      -- an error (its test unknown, which would pass).
      'lax $[*] ? (@.type() == "object" && exists(@.read)).read ? (!(' || valid || '))',
      -- A key of neither shape, or a key of the read's shape on a model that was not read.
      'lax $[*] ? (@.type() == "object" && exists(@.read)).read.keyvalue() ? (!(
         @.key == "outcome" || @.key == "triangles" || @.key == "sampleSpacingMm" || @.key == "needsMultiAxis"
         || @.key == "unreachedShare" || @.key == "thinWalls" || @.key == "thinWallMinMm" || @.key == "deepPockets"
         || @.key == "deepestPocketMm" || @.key == "narrowestPocketMm" || @.key == "bodies"
         || @.key == "removedShare"))');
    execute format($sql$
      alter table public.%1$I
        add constraint %1$s_attachment_unread_keys_check
    check (jsonb_typeof(attachments) <> 'array' or not jsonb_path_exists(attachments,
      'lax $[*] ? (@.type() == "object" && exists(@.read)).read ? (@.outcome != "read").keyvalue() ? (
         !(@.key == "outcome" || @.key == "triangles"))'))
    $sql$, t);
  end loop;
end
$$;

comment on column public.consultation_requests.attachments is
  'Files uploaded to the lead-attachments bucket: [{name, size, type, path, measurements?, read?}]; older rows have no path. measurements: {sizeMm: [x, y, z], volumeCm3, areaCm2} of a CAD file the form could read. read: its machining read (src/shared/cad/machining-read.ts).';
comment on column public.oem_leads.attachments is
  'Files uploaded to the lead-attachments bucket: [{name, size, type, path, measurements?, read?}], at most 5. measurements and read as on consultation_requests.';
