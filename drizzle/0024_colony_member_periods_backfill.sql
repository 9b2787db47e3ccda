-- Every member approved before membership periods were kept gets one open period from their approval.
INSERT INTO `colony_member_periods` (`id`, `colony_id`, `user_id`, `joined_at`)
SELECT lower(hex(randomblob(12))), `colony_id`, `user_id`, coalesce(`decided_at`, `requested_at`)
FROM `colony_members`
WHERE `status` = 'approved';
