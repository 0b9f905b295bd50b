-- A consultation request's attachment list (docs/decisions/0008-abuse-limits-in-postgres.md):
--   * room for the twenty files /quote takes, each with the longest name, type, path, measurements
--     and read the form writes (about 45 kB as stored): 20 kB refused twenty CAD files with long
--     names, and the visitor could only be told the request failed;
--   * a size no larger than a terabyte, so the room for long names is not room for a number
--     written with 30,000 digits;
--   * each entry only the keys the form writes, as on OEM RFQs and partner sign-ups: a key nothing
--     reads could otherwise carry the whole allowance. Rows stored before this are left as they
--     are (not validated): the form never wrote another key, and nothing reads one.
alter table public.consultation_requests
  drop constraint consultation_requests_attachments_check,
  add constraint consultation_requests_attachments_check
    check (jsonb_typeof(attachments) = 'array'
      and jsonb_array_length(attachments) <= 20
      and octet_length(attachments::text) <= 48000
      and not jsonb_path_exists(attachments, 'lax $[*] ? (@.type() != "object"
        || !(exists(@."name" ? (@.type() == "string" && @ like_regex "^.{1,255}$" flag "s"))
          && exists(@."size" ? (@.type() == "number" && @ >= 0 && @ <= 1000000000000))
          && exists(@."type" ? (@.type() == "string" && @ like_regex "^.{0,255}$" flag "s"))))')),
  add constraint consultation_requests_attachment_keys_check
    check (not jsonb_path_exists(attachments,
      'lax $[*] ? (@.type() == "object").keyvalue() ? (!(
         @.key == "name" || @.key == "size" || @.key == "type" || @.key == "path" || @.key == "measurements"
         || @.key == "read"))')) not valid;
