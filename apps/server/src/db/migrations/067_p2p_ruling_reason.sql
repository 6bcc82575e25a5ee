-- An operator's ruling on an appealed P2P order carries its reason, shown to both parties; `decided_by`
-- (020) names the operator. The state change the ruling makes carries the reason too, so the order's chat
-- shows it on its system line. Operators may write in an appealed order's chat: such a line has no
-- sending party (sender_id NULL) and names the operator instead.
ALTER TABLE p2p_orders ADD COLUMN ruling_reason text NULL, ADD COLUMN ruled_at timestamptz NULL;
ALTER TABLE p2p_order_events ADD COLUMN note text NULL;
ALTER TABLE p2p_messages ALTER COLUMN sender_id DROP NOT NULL,
  ADD COLUMN operator_id bigint NULL REFERENCES operators(id),
  ADD CONSTRAINT p2p_messages_one_sender CHECK ((sender_id IS NULL) <> (operator_id IS NULL));
