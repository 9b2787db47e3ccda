-- Accounts made before addresses were verified keep earning as before: they count as verified
-- from their creation.
UPDATE `users` SET `email_verified_at` = `created_at` WHERE `deleted_at` IS NULL;
