-- The verification page names who actually signed (issue 25 §5): the eID's name when staff accepted a signatory whose
-- identification named another person than the one entered (the sealed PDF's certificate page names them too).
create or replace function outbound.find_signed_document(p_sha256 text)
returns table (organisations_id uuid, esignatures_id uuid, language text, signature_name text, signed_at timestamptz, signatories jsonb)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select d.organisations_id, d.esignatures_id, d.language, e.signature_name, e.signed_at,
         coalesce((select jsonb_agg(jsonb_build_object('name', coalesce(s.identified_name, s.name), 'method', s.method, 'signed_at', s.signed_at)
                                    order by s.signorder, s.signed_at)
                     from outbound.signatories s where s.esignatures_id = e.id), '[]'::jsonb)
    from outbound.signed_documents d join outbound.esignatures e on e.id = d.esignatures_id
   where d.sha256 = lower(p_sha256)
   limit 1
$$;
revoke all on function outbound.find_signed_document(text) from public;
grant execute on function outbound.find_signed_document(text) to tunne_app;
