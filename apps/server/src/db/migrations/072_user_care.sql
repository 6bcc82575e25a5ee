-- The console's own knowledge of a user: notes operators leave for each other (never shown to the user)
-- and tags to find users by (vip, market-maker, watch, …). Both are internal; every change is audited.
CREATE TABLE user_notes (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id),
  operator_id  bigint NOT NULL REFERENCES operators(id),
  body         text NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX user_notes_user_idx ON user_notes (user_id, id DESC);

CREATE TABLE user_tags (
  user_id     bigint NOT NULL REFERENCES users(id),
  tag         text NOT NULL,
  PRIMARY KEY (user_id, tag)
);
CREATE INDEX user_tags_tag_idx ON user_tags (tag);
