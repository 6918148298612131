// A hang's or a group's webhooks for their owner: the endpoints, each one's delivery log, and the
// owner's writes. The log is asked for again every few seconds while a delivery is on its way.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreatedWebhookView,
  CreateWebhookInput,
  WebhookDeliveryView,
  WebhookEndpointView,
} from "../../../shared/webhooks.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import { ownerHeaders, type WebhookOwner, webhooksKey, webhooksPath } from "./owner.ts";

const WHILE_SENDING_MS = 2000;

const logKey = (owner: WebhookOwner, webhookId: string) => [...webhooksKey(owner), webhookId, "log"] as const;

export function useWebhooks(owner: WebhookOwner) {
  return useQuery({
    queryKey: webhooksKey(owner),
    queryFn: () =>
      getJson<{ webhooks: WebhookEndpointView[] }>(webhooksPath(owner), ownerHeaders(owner)).then(
        (body) => body.webhooks,
      ),
  });
}

export function useDeliveryLog(owner: WebhookOwner, webhookId: string) {
  return useQuery({
    queryKey: logKey(owner, webhookId),
    queryFn: () =>
      getJson<{ deliveries: WebhookDeliveryView[] }>(
        `${webhooksPath(owner)}/${webhookId}/deliveries`,
        ownerHeaders(owner),
      ).then((body) => body.deliveries),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "pending") ? WHILE_SENDING_MS : false,
  });
}

export function useAddWebhook(owner: WebhookOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookInput) =>
      apiRequest<CreatedWebhookView>("POST", webhooksPath(owner), body, ownerHeaders(owner)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(owner), exact: true }),
  });
}

export function useDeleteWebhook(owner: WebhookOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) =>
      apiRequest("DELETE", `${webhooksPath(owner)}/${webhookId}`, undefined, ownerHeaders(owner)),
    // Its log is gone with it: no poll of it is left on its way, it leaves the list at once (so its
    // log is not drawn, and asked for, again), and it is dropped, not asked for again.
    onMutate: (webhookId) => queryClient.cancelQueries({ queryKey: logKey(owner, webhookId) }),
    onSuccess: (_, webhookId) => {
      queryClient.setQueryData<WebhookEndpointView[]>(webhooksKey(owner), (list) =>
        list?.filter((webhook) => webhook.id !== webhookId),
      );
      queryClient.removeQueries({ queryKey: logKey(owner, webhookId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(owner), exact: true }),
  });
}

/** "Send a test" and "Send again": each puts a delivery on its way, shown at the top of the log. */
export function useSendDelivery(owner: WebhookOwner, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string | undefined) =>
      apiRequest<WebhookDeliveryView>(
        "POST",
        deliveryId
          ? `${webhooksPath(owner)}/${webhookId}/deliveries/${deliveryId}/resend`
          : `${webhooksPath(owner)}/${webhookId}/test`,
        {},
        ownerHeaders(owner),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: logKey(owner, webhookId) }),
  });
}
