-- The privacy notice now says what a supplier's brief and its private page carry (docs/decisions/
-- 0036-supplier-brief-pages.md): briefs to vetted suppliers, the files only after a named person
-- accepts the confidentiality terms, and up to 3 options to the buyer from those that said yes. A
-- new version; forms record it with each lead.
insert into private.notice_versions (version, published_on) values ('2026-11-29', '2026-11-29');
