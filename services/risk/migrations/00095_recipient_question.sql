-- Issue 26 (Recipients): a background question may have its own wording for the recipient of a request ("Does your
-- company…" where staff read "Does the customer…"). Null: the public form shows the staff's question.
alter table risk.questions add column recipient_question text
  check (recipient_question is null or char_length(recipient_question) between 1 and 2000);
