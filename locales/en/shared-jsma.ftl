# Shared incident names and questions first used by the JSMA rules; other rulesets may use them as they are. Do not define them again elsewhere.

incident-chombo = Chombo
incident-invalid-riichi = Invalid riichi (not tenpai, furiten and the like)
incident-win-unverified = Hand broken up before the win was checked
incident-call-after-dead-hand = Chi, pon or kan under a dead hand
incident-misnamed-discard-ron = False ron after a misnamed discard
incident-pao = Liability payment (pao)
incident-empty-riichi = Empty riichi
incident-empty-win-call = Empty ron call
incident-peeking = Peeking
incident-wrong-dora-indicator = Wrong dora indicator turned
incident-false-win-excused = False ron with another player's valid ron
incident-false-tsumo = False tsumo
incident-kuikae = Swap-calling (kuikae)
incident-manners = Manners

question-offender_is_dealer = Is the offending player the dealer in this hand?
question-dealer = Who is the dealer in this hand?
question-pao_liable = Had the offending player, earlier in this hand, let another player call the tile that settles a yakuman, making them liable for it (pao)?
question-pao_liable-help = For example, they let someone pon the third dragon for big three dragons. A chombo by the liable player costs a yakuman.
question-other_at_fault = Who is the other player at fault (the one who misnamed the tile, or the one who called ron)?
question-pao_win_by = How was the yakuman won?
question-pao_win_by-help = If the liable player dealt in themselves, they simply pay the hand as usual: there is nothing to rule.
question-pao_win_by-tsumo = By tsumo
question-pao_win_by-ron = By ron off another player
question-pao_winner_is_dealer = Is the player who won the yakuman the dealer?
question-pao_winner = Who won the yakuman? They receive the payment.
question-after_riichi = Had the player already declared riichi?
incident-disputed-tenpai = Disputed tenpai at a drawn hand (有効テンパイ)
