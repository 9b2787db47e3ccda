-- The check-in achievements now count check-ins that earned points: start from those already made.
UPDATE `users` SET `earning_check_ins` = (SELECT count(*) FROM `checkins` WHERE `checkins`.`user_id` = `users`.`id` AND `checkins`.`points_earned` > 0);
