-- Custom SQL migration file, put your code below! --
-- A check-in's stored distance was measured to the cat's exact position, and the data export
-- returns it: three far check-ins placed the cat to the metre. It is now the distance to the
-- position the author may see. Proximity no longer makes a carer, so before this release only the
-- registrar and admins may see a cat exactly; every other check-in is measured again, to the
-- public position, with the same haversine as src/shared/geo.ts. Check-ins of deleted cats keep
-- theirs: their cat's positions are gone.
UPDATE `checkins` SET `distance` = (
	SELECT 2 * 6371008.8 * asin(min(1, sqrt(
		power(sin(radians(`cats`.`public_lat` - `checkins`.`lat`) / 2), 2)
		+ cos(radians(`checkins`.`lat`)) * cos(radians(`cats`.`public_lat`))
			* power(sin(radians(`cats`.`public_lng` - `checkins`.`lng`) / 2), 2)
	)))
	FROM `cats` WHERE `cats`.`id` = `checkins`.`cat_id`
)
WHERE `checkins`.`cat_id` IS NOT NULL
	AND `checkins`.`user_id` NOT IN (SELECT `id` FROM `users` WHERE `is_admin` = 1)
	AND `checkins`.`user_id` <> (
		SELECT `discovered_by_id` FROM `cats` WHERE `cats`.`id` = `checkins`.`cat_id`
	);
